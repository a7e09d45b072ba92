import { ADMIN_BASE, adminEndpoints, type AdminEndpointDef } from '../admin/endpoints';
import type { EndpointDef } from '../core/endpoint';
import { environments } from '../core/environments';
import { serverMessages } from '../core/errors';
import { pageRoutes, type PageRouteDef } from '../core/page-routes';
import { endpoints, type EndpointName } from '../endpoints';
import { adminOperation } from './openapi-admin';
import type { OpenApiDocument } from './openapi-document';
import type { Json } from './openapi-names';
import { ADMIN_TAG, openApiPath, PAGES_TAG, SPEC_TAG } from './openapi-parts';
import { pageOperation } from './openapi-pages';
import { anyCallAnswers, extensionGroups, portalOperation } from './openapi-portal';
import { Schemas } from './openapi-schemas';

export { namedSchemas } from './openapi-names';

/**
 * The OpenAPI 3.1 document of the fake API, made from this contract with zod 4's own JSON Schema output
 * (docs/decisions.md 43): every call of the portal (spec section 7, and the extensions, marked
 * `x-extension`), the control plane under /__admin and the fake API's pages and files. Served at
 * GET /__admin/openapi.json and written to docs/openapi.json (scripts/gen-openapi.ts), which
 * packages/contract/test/openapi.test.ts keeps in step with this function.
 */

// ---------------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------------

/** Components written here rather than taken from the contract's schemas. */
const ownComponents: Record<string, Json> = {
  RespCodeOk: { type: 'integer', const: 20000, description: 'success' },
  RespCodeOkText: { type: 'string', const: '20000', description: 'success, as text (the assistant Q&A)' },
  AdminError: {
    type: 'object',
    properties: { error: { type: 'string', description: 'what went wrong, in English' } },
    required: ['error'],
  },
};

export interface OpenApiOptions {
  /** The fake API's origin(s) for `servers`; none = the document names no server. */
  servers?: ReadonlyArray<{ url: string; description?: string }>;
}

/** The whole document. Deterministic: the same contract gives the same text. */
export function buildOpenApi(options: OpenApiOptions = {}): OpenApiDocument {
  const schemas = new Schemas();
  const paths: Record<string, Record<string, Json>> = {};
  const add = (path: string, method: string, operation: Json) => {
    const key = method.toLowerCase();
    if (paths[path]?.[key]) throw new Error(`openapi: ${method} ${path} is described twice`);
    paths[path] = { ...paths[path], [key]: operation };
  };
  for (const [name, def] of Object.entries(endpoints) as Array<[EndpointName, EndpointDef]>)
    add(def.path, def.method, portalOperation(schemas, name, def));
  for (const [name, def] of Object.entries(adminEndpoints) as Array<[string, AdminEndpointDef]>) {
    const { path, names } = openApiPath(def.path);
    add(path, def.method, adminOperation(schemas, name, def, names));
  }
  for (const [name, def] of Object.entries(pageRoutes) as Array<[string, PageRouteDef]>) {
    const { path, names } = openApiPath(def.path);
    add(path, def.method, pageOperation(schemas, name, def, names));
  }
  const responses = { AnyCall: structuredClone(anyCallAnswers) };
  const contractComponents = schemas.plainInputNames(
    [paths, responses],
    schemas.components([paths, responses], new Set(Object.keys(ownComponents))),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Shuishan portal: fake API',
      version: '1',
      description: [
        "The portal's calls as the fake API of this kit serves them, the fake API's control plane and its pages, generated from the zod contract (`packages/contract`).\n",
        `- **Envelope:** every call answers \`{ respCode, respMsg, data }\`; respCode 20000 is success (any code starting with 200 is, and a missing one counts as 20000). A failure keeps the envelope with its own code, a Chinese respMsg, \`data: null\` and the matching HTTP status; 401 means "session expired" and nothing else.`,
        '- **Authentication:** `Authorization: Bearer <access_token>`, the token of `POST /sys/login`.',
        `- **Extensions** (\`x-extension: true\`): calls the spec does not list, designed by this kit in the backend's habits.`,
        `- **Control plane** (\`${ADMIN_BASE}\`): plain JSON, for tests, scripts and people, never the portal; no CORS, and a request with another page's \`Origin\` is refused.`,
        '- The reference in prose, with every error explained: docs/api.md.',
      ].join('\n'),
    },
    ...(options.servers?.length ? { servers: options.servers.map((s) => ({ ...s })) } : {}),
    tags: [
      { name: SPEC_TAG, description: 'the calls of the spec' },
      ...extensionGroups.map((g) => ({ name: g.tag, description: `extension: ${g.description}` })),
      {
        name: ADMIN_TAG,
        description: `the fake API's ${ADMIN_BASE} routes: plain JSON answers, a failure is \`{ "error": "message" }\`; every route can also answer 400 (malformed JSON), 403 (another page's Origin), 413 (a body over 200 MB) and 415 (not JSON, or a charset it cannot read)`,
      },
      {
        name: PAGES_TAG,
        description:
          'HTML pages and files of the fake API: the single sign-on, uploads, course files, stand-ins',
      },
    ],
    'x-tagGroups': [
      { name: 'Portal: spec', tags: [SPEC_TAG] },
      { name: 'Portal: extensions', tags: extensionGroups.map((g) => g.tag) },
      { name: 'Fake API', tags: [ADMIN_TAG, PAGES_TAG] },
    ],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `the \`access_token\` of \`POST ${endpoints.login.path}\` (or of the single-sign-on exchange); the portal keeps it in a cookie and sends it on every call. ${serverMessages.unauthorized}: 401 / 40100.`,
        },
      },
      responses,
      schemas: { ...ownComponents, ...contractComponents },
    },
  };
}

/** The document as docs/openapi.json holds it: the `local` environment's fake API as its server. */
export const documentedServers = [
  { url: environments.local.api, description: 'the fake API of `pnpm dev` / `pnpm fake-api`' },
];
