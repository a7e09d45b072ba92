import { z } from 'zod';
import { adminCommonErrors, adminEndpoints, type AdminEndpointDef } from './admin-endpoints';
import { respCodes, type RespCodeName } from './codes';
import type { EndpointDef } from './endpoint-def';
import { endpoints } from './endpoints';

/**
 * An OpenAPI 3.1 document of the fake API, made from the contract with zod 4's own JSON Schema output
 * (docs/decisions.md 38): the portal's calls (those of the spec and the extensions, marked
 * `x-extension`) and the control plane. Served at /__admin/openapi.json and written to
 * docs/openapi.json (scripts/gen-openapi.ts), which a test keeps in step.
 */

type Json = Record<string, unknown>;

/** JSON Schema of a zod schema as a request sends it (`input`) or an answer carries it (`output`). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  return json;
}

/** Query parameters from an object schema: one per property, required as the schema says. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path' = 'query'): Json[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: required.has(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
  }));
}

/** The backend's envelope around a call's data. */
function envelope(data: Json, stringRespCode = false): Json {
  return {
    type: 'object',
    properties: {
      respCode: stringRespCode ? { type: 'string', const: '20000' } : { type: 'integer', const: 20000 },
      respMsg: { type: 'string' },
      data,
    },
    required: ['respCode', 'respMsg', 'data'],
  };
}

const failureEnvelope = (codes: readonly RespCodeName[]): Json => ({
  type: 'object',
  properties: {
    respCode: { type: 'integer', enum: [...new Set(codes.map((c) => respCodes[c].respCode))] },
    respMsg: { type: 'string' },
    data: { type: 'null' },
  },
  required: ['respCode', 'respMsg'],
});

/** Error responses grouped by HTTP status; `body` builds the answer's schema from the codes. */
function errorResponses(
  codes: readonly RespCodeName[],
  body: (codes: readonly RespCodeName[]) => Json,
): Record<string, Json> {
  const byStatus = new Map<number, RespCodeName[]>();
  for (const code of codes)
    byStatus.set(respCodes[code].status, [...(byStatus.get(respCodes[code].status) ?? []), code]);
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, names]) => [
        String(status),
        { description: names.join(', '), content: { 'application/json': { schema: body(names) } } },
      ]),
  );
}

function requestBody(def: EndpointDef): Json | undefined {
  if (def.bodyKind === 'file') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
            required: ['file'],
          },
        },
      },
    };
  }
  if (!def.body && def.bodyKind !== 'form') return undefined;
  const schema = def.body ? schemaOf(def.body, 'input') : { type: 'object' };
  const content: Json = { 'application/json': { schema } };
  if (def.bodyKind === 'form') {
    content['application/x-www-form-urlencoded'] = { schema };
    content['multipart/form-data'] = { schema };
  }
  return { required: Boolean(def.body), content };
}

const security = (access: EndpointDef['access']) =>
  access === 'public' ? [] : access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];

function portalOperation(name: string, def: EndpointDef): Json {
  const body = requestBody(def);
  return {
    operationId: name,
    summary: def.summary,
    ...(def.chosen ? { description: `Chosen here: ${def.chosen}` } : {}),
    tags: [def.extension ? 'extension' : 'spec'],
    ...(def.extension ? { 'x-extension': true } : {}),
    'x-access': def.access,
    security: security(def.access),
    parameters: parameters(def.query),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: 'success (respCode 20000)',
        content: {
          'application/json': { schema: envelope(schemaOf(def.data, 'output'), def.stringRespCode) },
        },
      },
      ...errorResponses(def.errors, failureEnvelope),
    },
  };
}

const adminError = (): Json => ({
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
});

/** `/__admin/state/:name` -> `/__admin/state/{name}` and its path parameters. */
function adminPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  return {
    path: path.replace(/:(\w+)/g, (_m, name: string) => (names.push(name), `{${name}}`)),
    names,
  };
}

function adminOperation(name: string, def: AdminEndpointDef, pathNames: string[]): Json {
  return {
    operationId: `admin_${name}`,
    summary: def.summary,
    tags: ['control plane'],
    parameters: [
      ...pathNames.map((n) => ({ name: n, in: 'path', required: true, schema: { type: 'string' } })),
      ...parameters(def.query),
    ],
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(def.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(def.status ?? 200)]: {
        description: 'success',
        content: { 'application/json': { schema: schemaOf(def.response, 'output') } },
      },
      ...errorResponses([...new Set([...def.errors, ...adminCommonErrors])], adminError),
    },
  };
}

/** The whole document. `server` is the fake API's origin, when known. */
export function buildOpenApi(server?: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const add = (path: string, method: string, operation: Json) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  };
  for (const [name, def] of Object.entries(endpoints) as Array<[string, EndpointDef]>)
    add(def.path, def.method, portalOperation(name, def));
  for (const [name, def] of Object.entries(adminEndpoints) as Array<[string, AdminEndpointDef]>) {
    const { path, names } = adminPath(def.path);
    add(path, def.method, adminOperation(name, def, names));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shuishan portal fake API',
      version: '1',
      description:
        "The portal's calls as the fake API serves them (the backend's envelope: respCode 20000 is success) and the fake API's control plane under /__admin. Calls marked x-extension are not in the spec: this kit designed them in the backend's habits (docs/api.md).",
    },
    ...(server ? { servers: [{ url: server }] } : {}),
    tags: [
      { name: 'spec', description: 'calls of the spec (section 7)' },
      { name: 'extension', description: 'calls the spec does not list, designed by this kit' },
      {
        name: 'control plane',
        description: "the fake API's /__admin routes: plain JSON, never the portal's",
      },
    ],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'the token of POST /sys/login (access_token)',
        },
      },
    },
    paths,
  };
}
