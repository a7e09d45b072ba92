import type { PageRouteDef } from '../core/page-routes';
import { COMPONENTS, type Json } from './openapi-names';
import { codeOf, failureEnvelope, PAGES_TAG, parameters, pathParameter, plain } from './openapi-parts';
import type { Schemas } from './openapi-schemas';

// ---------------------------------------------------------------------------------------------------
// The fake API's pages and files
// ---------------------------------------------------------------------------------------------------

export function pageOperation(schemas: Schemas, name: string, def: PageRouteDef, pathNames: string[]): Json {
  const responses = new Map<number, Json>();
  for (const r of def.responses) {
    const content =
      r.type === 'application/json'
        ? {
            schema: r.adminError
              ? { $ref: `${COMPONENTS}AdminError` }
              : failureEnvelope([codeOf('notFound')]),
          }
        : { schema: { type: 'string', ...(r.type.startsWith('text/') ? {} : { contentMediaType: r.type }) } };
    responses.set(r.status, {
      description: r.description,
      ...(r.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(r.headers).map(([h, text]) => [
                h,
                { description: text, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
      content: { [r.type]: content },
    });
  }
  return {
    operationId: name,
    summary: plain(def.summary),
    tags: [PAGES_TAG],
    parameters: [...pathNames.map(pathParameter), ...parameters(schemas, def.query)],
    ...(def.form
      ? {
          requestBody: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: schemas.schema(def.form, 'input') } },
          },
        }
      : {}),
    responses: Object.fromEntries([...responses].map(([status, r]) => [String(status), r])),
  };
}
