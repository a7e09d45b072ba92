import { type Server } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, expect } from 'vitest';
import { type OpenApiDocument } from '@shui/contract/docs';
import { startFakeApi } from './harness';

export type Json = Record<string, unknown>;
export interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Json; 'x-itemSchema'?: Json }> }>;
}
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text?: string;
}

/** `/uploads/:name` (Express) -> `/uploads/{name}` (OpenAPI). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Paths the control panel's middleware answers (apps/fake-api/src/control/control-panel.ts), not a route. */
export const PANEL_PATHS = ['GET /__admin/', 'GET /__admin/ui/{route}', 'GET /__admin/assets/{file}'];

/**
 * The middleware of the app that is not a route, in order (`name mount`). A new one may answer paths
 * no route lists: describe what it serves in the OpenAPI document (packages/contract/src/core/page-routes.ts)
 * and add it here.
 */
export const KNOWN_MIDDLEWARE = [
  '<anonymous> /', // observe: the journal and the log line
  '<anonymous> /__admin', // adminGuard: refuses other origins and bodies that are not JSON
  '<anonymous> /__admin', // the control panel's page and files: PANEL_PATHS
  'jsonParser /__admin', // the control plane's JSON body
  '<anonymous> /__admin', // the control plane's 404 { error }
  '<anonymous> /', // cors
  '<anonymous> /', // the fault rules
  '<anonymous> /', // the contract's calls, for requests the fast path leaves to Express
  '<anonymous> /', // the 404 envelope of unknown paths
  '<anonymous> /', // the error handler
];

export let server: Server;
export let origin: string;
export let api: ReturnType<typeof startFakeApi>;
export let served: OpenApiDocument;
export let validators: ReturnType<typeof compile>;

/**
 * JSON Schema validators for the document's answers: the components become one schema (`$defs`) that
 * the answers' schemas refer to. Strict: a keyword or format ajv does not know fails the compile.
 */
export function compile(doc: OpenApiDocument) {
  const ajv = new Ajv2020({
    strict: true,
    // zod writes a record with enum keys as `propertyNames` + `required` (valid, but not strict-style).
    strictRequired: false,
    strictTypes: false,
    allErrors: true,
  });
  addFormats.default(ajv);
  const toDefs = (json: unknown) =>
    JSON.parse(JSON.stringify(json).replaceAll('"#/components/schemas/', '"components#/$defs/')) as Json;
  ajv.addSchema({ $id: 'components', $defs: toDefs((doc.components as Json).schemas) });
  const cache = new Map<Json, ValidateFunction>();
  return (schema: Json) => {
    let validate = cache.get(schema);
    if (!validate) cache.set(schema, (validate = ajv.compile(toDefs(schema))));
    return validate;
  };
}

/** The document's operation for `method path` (the template, `{name}` for a parameter). */
export function operationOf(method: string, template: string): Operation {
  const op = (served.paths[template] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
  if (!op) throw new Error(`the document has no ${method} ${template}`);
  return op;
}

/** Checks an answer against the document: its status, media type, and (JSON) its body's schema. */
export function conforms(method: string, template: string, res: Answer): void {
  const op = operationOf(method, template);
  const what = `${method} ${template} answered ${res.status}`;
  const response = op.responses[String(res.status)] ?? op.responses.default;
  expect(response, `${what}, a status the document does not list`).toBeDefined();
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const media = Object.entries(response!.content ?? {}).find(
    ([range]) => range === type || (range.endsWith('/*') && type.startsWith(range.slice(0, -1))),
  );
  if (!media && Object.keys(response!.content ?? {}).includes('application/octet-stream')) return;
  expect(media, `${what} as ${type}, not ${Object.keys(response!.content ?? {}).join(', ')}`).toBeDefined();
  const [range, { schema }] = media!;
  if (range !== 'application/json') return;
  const validate = validators(schema!);
  const valid = validate(res.body);
  expect(
    valid,
    `${what}: ${JSON.stringify(validate.errors?.slice(0, 3))}\n${JSON.stringify(res.body).slice(0, 500)}`,
  ).toBe(true);
}

/** Routes served but not documented, and operations documented but not served. */
export function compare(routes: readonly string[], doc: OpenApiDocument) {
  const servedOps = routes.map((r) => {
    const [method, path] = r.split(' ');
    return `${method} ${openApiPath(path!)}`;
  });
  const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  return {
    undocumented: servedOps.filter((r) => !documented.includes(r)),
    unserved: documented.filter((r) => !servedOps.includes(r) && !PANEL_PATHS.includes(r)),
    twice: servedOps.filter((r, i) => servedOps.indexOf(r) !== i),
  };
}

/**
 * Before the tests of the calling file: the fake API listening, and the document it serves with its
 * validators; after them, closed.
 */
export function useServedDocument(): void {
  beforeAll(async () => {
    api = startFakeApi();
    server = api.app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => server.once('listening', done));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const res = await fetch(`${origin}/__admin/openapi.json`);
    expect(res.status).toBe(200);
    served = (await res.json()) as OpenApiDocument;
    validators = compile(served);
  }, 60_000);
  afterAll(() => {
    api.app.events.closeAll();
    server.close();
    server.closeAllConnections();
  });
}
