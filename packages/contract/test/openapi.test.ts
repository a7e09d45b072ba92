import { existsSync, readFileSync } from 'node:fs';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../src/index';
import { buildOpenApi, fieldNotes, namedSchemas } from '../src/docs';
import {
  adminEndpoints,
  endpoints,
  extensionPaths,
  pageRoutes,
  respCodes,
  type AdminEndpointDef,
  type EndpointDef,
} from '../src/index';
import { OPENAPI_COMMAND, OPENAPI_DOC_PATH, renderOpenApi } from '../../../scripts/gen-openapi';

const STALE = `docs/openapi.json is out of date with the contract: run \`${OPENAPI_COMMAND}\``;

type Doc = OpenAPIV3_1.Document;
type Response = OpenAPIV3_1.ResponseObject;
/** An operation as buildOpenApi writes it: responses always, no references among them. */
type Operation = Omit<OpenAPIV3_1.OperationObject, 'responses'> & {
  responses: Record<string, Response>;
  'x-extension'?: boolean;
  'x-access'?: string;
};
type Schema = Record<string, unknown>;

let doc: Doc;
beforeAll(() => {
  doc = buildOpenApi();
}, 30_000);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operation = (method: string, path: string): Operation | undefined =>
  (doc.paths?.[openApiPath(path)] as Record<string, Operation> | undefined)?.[method.toLowerCase()];
const jsonSchemaOf = (response: unknown, type = 'application/json') =>
  (response as Response).content?.[type]?.schema as Schema | undefined;
const component = (ref: unknown): Schema =>
  doc.components!.schemas![String(ref).replace('#/components/schemas/', '')] as Schema;

describe('docs/openapi.json', () => {
  it('is exactly what scripts/gen-openapi.ts generates from the contract', async () => {
    const expected = await renderOpenApi();
    const actual = existsSync(OPENAPI_DOC_PATH) ? readFileSync(OPENAPI_DOC_PATH, 'utf8') : '(missing)';
    // Compared as text, but a difference is reported by path first: a 700 KB diff says little.
    if (actual !== expected) {
      const changed = Object.keys(JSON.parse(expected).paths as object).filter(
        (p) =>
          JSON.stringify((JSON.parse(actual) as Doc).paths?.[p]) !==
          JSON.stringify((JSON.parse(expected) as Doc).paths?.[p]),
      );
      expect.fail(`${STALE} (paths that differ: ${changed.join(', ') || 'none; components or info'})`);
    }
  }, 60_000);

  it('names the fake API of `pnpm dev` as its server', () => {
    const written = JSON.parse(readFileSync(OPENAPI_DOC_PATH, 'utf8')) as Doc;
    expect(written.servers).toEqual([{ url: 'http://127.0.0.1:4100', description: expect.any(String) }]);
  });
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc));
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(result.warnings).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
  }, 30_000);

  it('the validator is not blind: a dangling $ref and a missing path parameter are refused', async () => {
    const dangling = structuredClone(doc) as unknown as { paths: Record<string, Record<string, Operation>> };
    (dangling.paths['/sys/login']!.post!.responses['200'] as Response).content!['application/json']!.schema =
      {
        $ref: '#/components/schemas/NoSuchSchema',
      };
    expect((await validate(dangling as unknown as Doc)).valid).toBe(false);
    const noParam = structuredClone(doc) as unknown as { paths: Record<string, Record<string, Operation>> };
    noParam.paths['/__admin/faults/{id}']!.delete!.parameters = [];
    expect((await validate(noParam as unknown as Doc)).valid).toBe(false);
  }, 30_000);

  it('is the same text each time it is built', () => {
    expect(JSON.stringify(buildOpenApi())).toBe(JSON.stringify(doc));
  }, 30_000);

  it('has an operation for every call, admin route and page, and no other', () => {
    const expected = [
      ...Object.values(endpoints).map((e: EndpointDef) => `${e.method} ${e.path}`),
      ...Object.values(adminEndpoints).map((e: AdminEndpointDef) => `${e.method} ${openApiPath(e.path)}`),
      ...Object.values(pageRoutes).map((e) => `${e.method} ${openApiPath(e.path)}`),
    ].sort();
    const actual = Object.entries(doc.paths ?? {})
      .flatMap(([path, item]) => Object.keys(item ?? {}).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(actual).toEqual(expected);
  });

  it('marks every extension `x-extension` and tags it with its group; the spec calls have neither', () => {
    const extensionTags = new Set<string>();
    for (const [name, def] of Object.entries(endpoints) as Array<[string, EndpointDef]>) {
      const op = operation(def.method, def.path)!;
      expect({ name, extension: op['x-extension'] ?? false }).toEqual({ name, extension: !!def.extension });
      if (def.extension) {
        expect(op.tags, name).not.toEqual(['Spec section 7']);
        extensionTags.add(op.tags![0]!);
      } else expect(op.tags, name).toEqual(['Spec section 7']);
    }
    // Every path of the extension table belongs to an operation marked so.
    for (const path of Object.values(extensionPaths)) {
      const marked = Object.values(doc.paths?.[path] ?? {}).some((op) => (op as Operation)['x-extension']);
      expect({ path, marked }).toEqual({ path, marked: true });
    }
    const declared = doc.tags!.map((t) => t.name);
    expect([...extensionTags].every((t) => declared.includes(t))).toBe(true);
    expect(extensionTags.size).toBeGreaterThan(5);
  });

  it('asks for the bearer token as the portal sends it (Authorization: Bearer), by access rule', () => {
    expect(doc.components?.securitySchemes).toEqual({
      bearer: { type: 'http', scheme: 'bearer', description: expect.any(String) },
    });
    const expected = {
      public: [],
      optional: [{}, { bearer: [] }],
      user: [{ bearer: [] }],
      teacher: [{ bearer: [] }],
    };
    for (const [name, def] of Object.entries(endpoints) as Array<[string, EndpointDef]>) {
      const op = operation(def.method, def.path)!;
      expect({ name, security: op.security }).toEqual({ name, security: expected[def.access] });
    }
    // The control plane and the pages take no token.
    for (const def of Object.values(adminEndpoints))
      expect(operation(def.method, def.path)!.security).toBeUndefined();
  });

  it("answers each call's data in the envelope, with respCode 20000 (text for the assistant Q&A)", () => {
    const { currentUser, assistantQa } = endpoints;
    const envelope = jsonSchemaOf(operation(currentUser.method, currentUser.path)!.responses['200'])!;
    expect(envelope).toEqual({
      type: 'object',
      properties: {
        respCode: { $ref: '#/components/schemas/RespCodeOk' },
        respMsg: { type: 'string' },
        data: { $ref: '#/components/schemas/CurrentUser' },
      },
      required: ['respCode', 'respMsg', 'data'],
    });
    expect(component('RespCodeOk')).toMatchObject({ type: 'integer', const: 20000 });
    const qa = jsonSchemaOf(operation(assistantQa.method, assistantQa.path)!.responses['200'])!;
    expect((qa.properties as Schema).respCode).toEqual({ $ref: '#/components/schemas/RespCodeOkText' });
    expect(component('RespCodeOkText')).toMatchObject({ type: 'string', const: '20000' });
  });

  it("lists each call's errors under their HTTP status, with their respCodes, messages and examples", () => {
    for (const [name, def] of Object.entries(endpoints) as Array<[string, EndpointDef]>) {
      const responses = operation(def.method, def.path)!.responses;
      const statuses = [...new Set(def.errors.map((c) => respCodes[c].status))].map(String).sort();
      expect({
        name,
        statuses: Object.keys(responses)
          .filter((s) => s !== '200' && s !== 'default')
          .sort(),
      }).toEqual({
        name,
        statuses,
      });
      for (const status of statuses) {
        const codes = def.errors
          .filter((c) => String(respCodes[c].status) === status)
          .map((c) => respCodes[c].respCode);
        const schema = jsonSchemaOf(responses[status])!;
        const respCode = (schema.properties as Record<string, Schema>).respCode!;
        expect(respCode.enum ?? [respCode.const]).toEqual([...new Set(codes)].sort());
        const examples = (responses[status] as Response).content!['application/json']!.examples!;
        for (const example of Object.values(examples) as Array<{ value: { respCode: number } }>)
          expect(codes).toContain(example.value.respCode);
      }
    }
    const login = operation('POST', endpoints.login.path)!.responses['400'] as Response;
    expect(login.description).toContain('| 40001 | 用户名或密码错误 |');
    expect(operation('GET', endpoints.currentUser.path)!.responses['401']).toMatchObject({
      content: {
        'application/json': {
          examples: { unauthorized: { value: { respCode: 40100, respMsg: '登录过期，请重新登录' } } },
        },
      },
    });
  });

  it('describes query parameters, form and multipart bodies as the fake API reads them', () => {
    const messages = operation('GET', endpoints.messages.path)!;
    expect(messages.parameters).toContainEqual(
      expect.objectContaining({ name: 'receiveUserId', in: 'query', required: true }),
    );
    const avatar = operation('POST', endpoints.uploadAvatar.path)!
      .requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(avatar.content['multipart/form-data']).toMatchObject({
      schema: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } },
      encoding: { file: { contentType: expect.stringContaining('image/png') } },
    });
    const feedback = operation('POST', endpoints.feedback.path)!.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(feedback.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    // A form without a body schema: its parameters come in the query or the body, so none is required.
    const checkIn = operation('POST', endpoints.checkIn.path)!;
    expect(checkIn.parameters).toEqual([expect.objectContaining({ name: 'checkItemId', required: false })]);
    expect(checkIn.requestBody).toMatchObject({ required: false });
    const login = operation('POST', endpoints.login.path)!.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(login).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginInput' } } },
    });
  });

  it('gives each path parameter of the control plane and the pages', () => {
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(item ?? {}) as Operation[]) {
        const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
        expect({
          path,
          params: params.filter((p) => p.in === 'path').map((p) => [p.name, p.required]),
        }).toEqual({
          path,
          params: names.map((n) => [n, true]),
        });
      }
    }
  });

  it('answers the control plane in plain JSON, its failures `{ error }`, the event stream as text/event-stream', () => {
    const add = operation('POST', '/__admin/faults')!;
    expect(add.responses['201']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/FaultAdded' } } },
    });
    expect(add.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/FaultInput' } } },
    });
    expect(Object.keys(add.responses).sort()).toEqual(['201', '400', '403', '413', '415']);
    expect(jsonSchemaOf(add.responses['400'])).toEqual({ $ref: '#/components/schemas/AdminError' });
    const streams = Object.entries(adminEndpoints).filter(([, d]) => (d as AdminEndpointDef).stream);
    for (const [name, def] of streams) {
      const ok = operation(def.method, def.path)!.responses['200'] as Response;
      expect(Object.keys(ok.content ?? {}), name).toEqual(['text/event-stream']);
      expect(ok.content!['text/event-stream']).toMatchObject({
        schema: { type: 'string' },
        'x-itemSchema': expect.any(Object),
      });
    }
  });

  it('names every schema the contract exports, so a new module cannot be left inline', () => {
    const named = namedSchemas();
    const missing = Object.entries(contract)
      .filter(([name, value]) => value instanceof z.ZodType && name.endsWith('Schema') && !named.has(value))
      .map(([name]) => name);
    expect(missing, 'add the module to schemaModules in src/docs/openapi-names.ts').toEqual([]);
  });

  it("carries docs/api.md's notes on fields as descriptions", () => {
    const text = JSON.stringify(doc);
    const missing = [...fieldNotes].flatMap(([schema, notes]) =>
      Object.entries(notes)
        .filter(([, note]) => !text.includes(JSON.stringify(note).slice(1, -1)))
        .map(([field]) => `${namedSchemas().get(schema)}.${field}`),
    );
    expect(missing).toEqual([]);
    const loginResult = component('#/components/schemas/LoginResult');
    expect((loginResult.properties as Record<string, Schema>).access_token!.description).toContain('Bearer');
  });

  it('gives a request body that differs from the answer of the same schema its own component', () => {
    // FakeState is exported (answer: defaults filled in) and imported (request: defaults optional).
    const state = operation('PUT', '/__admin/state')!.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(state.content['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/FakeStateInput',
    });
    const exported = jsonSchemaOf(operation('GET', '/__admin/state')!.responses['200']);
    expect(exported).toEqual({ $ref: '#/components/schemas/FakeState' });
    expect(component('FakeStateInput')).not.toEqual(component('FakeState'));
  });
});
