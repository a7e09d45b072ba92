import { adminCommonErrors, type AdminEndpointDef } from '../admin/endpoints';
import type { RespCodeName } from '../core/codes';
import { respCodeMeanings } from './endpoint-notes';
import { COMPONENTS, type Json } from './openapi-names';
import { ADMIN_TAG, parameters, pathParameter, statusOf, unlink } from './openapi-parts';
import type { Schemas } from './openapi-schemas';

// ---------------------------------------------------------------------------------------------------
// The control plane's routes
// ---------------------------------------------------------------------------------------------------

/** What the control plane's failures mean (admin-endpoints.ts, `adminCommonErrors` and the routes'). */
const adminErrorMeanings: Partial<Record<RespCodeName, string>> = {
  badRequest: 'malformed JSON, or a query or body the contract refuses (`invalid <what>: <field>: <reason>`)',
  forbidden: "a request from another page: an `Origin` that is not the fake API's own",
  notFound: 'what the request names does not exist',
  conflict: 'it exists already',
  tooLarge: 'a body over 200 MB',
  unsupportedMedia: 'a write whose body is not JSON, or a charset it cannot read',
};

/** The control plane's failures, one per HTTP status: `{ "error": "message" }`. */
function adminErrors(def: AdminEndpointDef): Record<string, Json> {
  const codes = [...new Set([...def.errors, ...adminCommonErrors])];
  const statuses = [...new Set(codes.map(statusOf))].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => [
      String(status),
      {
        description: codes
          .filter((c) => statusOf(c) === status)
          .map((c) => adminErrorMeanings[c] ?? respCodeMeanings[c])
          .join('; '),
        content: { 'application/json': { schema: { $ref: `${COMPONENTS}AdminError` } } },
      },
    ]),
  );
}

/**
 * How an admin route answers: one JSON value, or (`stream: 'text/event-stream'`) Server-Sent Events,
 * whose `response` is the schema of one event. OpenAPI 3.1 has no schema for the items of a stream
 * (3.2's `itemSchema`); the event's schema goes in `x-itemSchema`, and the description says how it is
 * written on the wire.
 */
function adminSuccess(schemas: Schemas, def: AdminEndpointDef): Json {
  if (def.stream === 'text/event-stream') {
    return {
      description:
        'Server-Sent Events: the answer stays open; each event is an `event: NAME` line and a `data: JSON` line (`x-itemSchema` is the schema of `{ event, data }`), and a comment line keeps the stream alive',
      content: {
        'text/event-stream': {
          schema: { type: 'string' },
          'x-itemSchema': schemas.schema(def.response, 'output'),
        },
      },
    };
  }
  return {
    description: 'success',
    content: { 'application/json': { schema: schemas.schema(def.response, 'output') } },
  };
}

/** `clearScenario` -> `Clear scenario`: a route's title; its summary in the table is a sentence. */
const adminTitle = (name: string) =>
  name === 'openapi'
    ? 'OpenAPI document'
    : name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase());

export function adminOperation(
  schemas: Schemas,
  name: string,
  def: AdminEndpointDef,
  pathNames: string[],
): Json {
  return {
    operationId: `admin_${name}`,
    summary: adminTitle(name),
    description: unlink(def.summary).replace(/^./, (c) => c.toUpperCase()),
    tags: [ADMIN_TAG],
    parameters: [...pathNames.map(pathParameter), ...parameters(schemas, def.query)],
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemas.schema(def.body, 'input') } },
          },
        }
      : {}),
    responses: { [String(def.status ?? 200)]: adminSuccess(schemas, def), ...adminErrors(def) },
  };
}
