import { z } from 'zod';
import * as adminSchemas from '../admin/schemas';
import * as adminEndpointSchemas from '../admin/endpoints';
import * as adminEventSchemas from '../admin/events';
import { ADMIN_BASE, adminCommonErrors, adminEndpoints, type AdminEndpointDef } from '../admin/endpoints';
import * as assistantSchemas from '../assistant/schemas';
import * as campusSchemas from '../campus/schemas';
import * as centerSchemas from '../center/schemas';
import { centerEndpoints } from '../center/endpoints';
import * as channelSchemas from '../channel/schemas';
import { channelEndpoints } from '../channel/endpoints';
import * as checkinSchemas from '../check-in/schemas';
import * as codeParkSchemas from '../code-park/schemas';
import { codeParkEndpoints } from '../code-park/endpoints';
import { respCodes, type RespCodeName } from '../core/codes';
import * as competitionSchemas from '../competition/schemas';
import { competitionEndpoints } from '../competition/endpoints';
import * as courseSchemas from '../course/schemas';
import * as courseAdminSchemas from '../course/admin';
import { courseEndpoints } from '../course/endpoints';
import * as courseStateSchemas from '../course/state';
import type { EndpointDef } from '../core/endpoint';
import { accessNotes, bodyKindNotes, respCodeMeanings } from './endpoint-notes';
import type { ErrorNote } from '../core/error-notes';
import { endpoints, errorNotes, okMessage, type EndpointName } from '../endpoints';
import * as envelopeSchemas from '../core/envelope';
import { environments } from '../core/environments';
import * as environmentSchemas from '../core/environments';
import * as runtimeConfigSchemas from '../core/runtime-config';
import { serverMessages } from '../core/errors';
import * as feedbackSchemas from '../feedback/schemas';
import { fieldNotes } from './field-notes';
import * as notificationSchemas from '../notifications/schemas';
import * as openApiDocumentSchemas from './openapi-document';
import type { OpenApiDocument } from './openapi-document';
import * as organisationSchemas from '../organisations/schemas';
import { pageRoutes, type PageRouteDef } from '../core/page-routes';
import * as questionSchemas from '../practice/schemas';
import * as questionBankSchemas from '../practice/bank';
import { practiceEndpoints } from '../practice/endpoints';
import * as registerSchemas from '../register/schemas';
import * as resetSchemas from '../reset-password/schemas';
import * as stateSchemas from '../state';
import * as teacherSchemas from '../teacher/schemas';
import { teacherEndpoints } from '../teacher/endpoints';
import * as userSchemas from '../auth/schemas';
import * as workshopSchemas from '../workshop/schemas';
import { workshopEndpoints } from '../workshop/endpoints';

/**
 * The OpenAPI 3.1 document of the fake API, made from this contract with zod 4's own JSON Schema output
 * (docs/decisions.md 43): every call of the portal (spec section 7, and the extensions, marked
 * `x-extension`), the control plane under /__admin and the fake API's pages and files. Served at
 * GET /__admin/openapi.json and written to docs/openapi.json (scripts/gen-openapi.ts), which
 * packages/contract/test/openapi.test.ts keeps in step with this function.
 */

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

const COMPONENTS = '#/components/schemas/';
const DEFS = '#/$defs/';

// ---------------------------------------------------------------------------------------------------
// Named schemas: every exported `fooBarSchema` of the contract is the component `FooBar`
// ---------------------------------------------------------------------------------------------------

/** The contract's modules that export schemas (a test checks none of the index's is missing). */
const schemaModules: ReadonlyArray<Record<string, unknown>> = [
  adminSchemas,
  adminEndpointSchemas,
  adminEventSchemas,
  assistantSchemas,
  campusSchemas,
  centerSchemas,
  channelSchemas,
  checkinSchemas,
  codeParkSchemas,
  competitionSchemas,
  courseSchemas,
  courseAdminSchemas,
  courseStateSchemas,
  envelopeSchemas,
  environmentSchemas,
  feedbackSchemas,
  notificationSchemas,
  openApiDocumentSchemas,
  organisationSchemas,
  questionSchemas,
  questionBankSchemas,
  registerSchemas,
  resetSchemas,
  runtimeConfigSchemas,
  stateSchemas,
  teacherSchemas,
  userSchemas,
  workshopSchemas,
];

/**
 * The component name of each exported schema: `currentUserSchema` -> `CurrentUser`. A schema exported
 * under two names takes the shorter (then the first in alphabetical order).
 */
export function namedSchemas(): Map<z.ZodType, string> {
  const names = new Map<z.ZodType, string>();
  const component = (exportName: string) =>
    exportName.slice(0, -'Schema'.length).replace(/^./, (c) => c.toUpperCase());
  const exported: Array<[string, z.ZodType]> = schemaModules
    .flatMap((module) => Object.entries(module))
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .filter(([name]) => name.endsWith('Schema'))
    .map(([name, schema]): [string, z.ZodType] => [component(name), schema])
    .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1));
  for (const [name, schema] of exported) if (!names.has(schema)) names.set(schema, name);
  return names;
}

/** Formats a validator knows (JSON Schema 2020-12); zod's own (`starts_with`...) are dropped. */
const STANDARD_FORMATS = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'uuid',
  'regex',
]);

/**
 * Adjusts zod's output to what the fake API sends and a reader needs: an answer's object may carry
 * fields the contract does not name (zod strips them when parsing, the wire keeps them), so only a
 * strict object closes `additionalProperties`; the bounds zod gives every integer (the safe-integer
 * range) and formats that are zod's own names go; the docs' field notes become descriptions.
 */
function override(io: Io) {
  return (ctx: { zodSchema: unknown; jsonSchema: Json }) => {
    const { jsonSchema: json } = ctx;
    const def = (ctx.zodSchema as { _zod: { def: { type: string; catchall?: unknown } } })._zod.def;
    if (io === 'output' && def.type === 'object' && !def.catchall && json.additionalProperties === false)
      delete json.additionalProperties;
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
    if (typeof json.format === 'string' && !STANDARD_FORMATS.has(json.format)) delete json.format;
  };
}

/**
 * The schema of `field` (`a.b`, `a[].b`; '' = the whole) inside the component `root`, as docs/api.md
 * names fields: through nullable alternatives, array items (an array's fields are its items') and
 * references to other components.
 */
function fieldSchema(
  components: Record<string, Json>,
  root: string,
  field: string,
): { target: Json; viaRef: boolean } | undefined {
  let viaRef = false;
  const resolve = (json: Json | undefined): Json | undefined => {
    let at = json;
    for (let seen = 0; at && seen < 10; seen++) {
      if (typeof at.$ref === 'string') {
        at = components[at.$ref.slice(COMPONENTS.length)];
        viaRef = true;
      } else if (Array.isArray(at.anyOf)) {
        const others = (at.anyOf as Json[]).filter((a) => a.type !== 'null');
        if (others.length !== 1) return at;
        at = others[0];
      } else return at;
    }
    return at;
  };
  let at: Json | undefined = components[root];
  for (const part of field === '' ? [] : field.split('.')) {
    const [name = '', ...brackets] = part.split('[]');
    let holder = resolve(at);
    if (holder?.type === 'array' && !holder.properties) holder = resolve(holder.items as Json);
    at = (holder?.properties as Record<string, Json> | undefined)?.[name];
    for (let i = 0; i < brackets.length && at; i++) at = resolve(at)?.items as Json | undefined;
  }
  return at && { target: at, viaRef };
}

/** Every `$ref` to a schema (a component or zod's `$defs`) under `json`, rewritten by `map` (in place). */
function rewriteRefs(json: unknown, map: (ref: string) => string): void {
  if (Array.isArray(json)) {
    for (const item of json) rewriteRefs(item, map);
    return;
  }
  if (json === null || typeof json !== 'object') return;
  const record = json as Json;
  const ref = record.$ref;
  if (typeof ref === 'string' && (ref.startsWith(COMPONENTS) || ref.startsWith(DEFS))) record.$ref = map(ref);
  for (const value of Object.values(record)) rewriteRefs(value, map);
}

function refsIn(json: unknown, found = new Set<string>()): Set<string> {
  rewriteRefs(json, (ref) => (found.add(ref), ref));
  return found;
}

/**
 * The schemas of the document: `schema(zod, io)` gives a schema object referring to components, and
 * `components()` the components those refer to. A named schema whose request form (`input`) differs
 * from its answer form (`output`: defaults filled in, coerced values) has both: `X` and `XInput`.
 */
class Schemas {
  private readonly names = namedSchemas();
  private readonly registry = z.registry<{ id: string }>();
  private readonly emitted: Record<Io, Record<string, Json>>;
  /** Names whose input form differs from their output form (or refers to one that does). */
  private readonly twoForms = new Set<string>();

  constructor() {
    for (const [schema, id] of this.names) this.registry.add(schema, { id });
    const emit = (io: Io) => {
      const { schemas } = z.toJSONSchema(this.registry, {
        io,
        unrepresentable: 'any',
        override: override(io),
        uri: (id) => `${COMPONENTS}${id}`,
      });
      return Object.fromEntries(
        Object.entries(schemas).map(([id, json]) => {
          const { $schema: _s, $id: _i, ...rest } = json as Json;
          return [id, rest];
        }),
      );
    };
    this.emitted = { input: emit('input'), output: emit('output') };
    this.describeFields();
    const taken = new Set(this.names.values());
    const idOf = (ref: string) => ref.slice(COMPONENTS.length);
    for (const id of Object.keys(this.emitted.output))
      if (JSON.stringify(this.emitted.input[id]) !== JSON.stringify(this.emitted.output[id]))
        this.twoForms.add(id);
    for (let grew = true; grew;) {
      grew = false;
      for (const id of Object.keys(this.emitted.input)) {
        if (this.twoForms.has(id)) continue;
        if ([...refsIn(this.emitted.input[id])].some((ref) => this.twoForms.has(idOf(ref)))) {
          this.twoForms.add(id);
          grew = true;
        }
      }
    }
    for (const id of this.twoForms)
      if (taken.has(`${id}Input`))
        throw new Error(`openapi: the input form of ${id} would take the name of the schema ${id}Input`);
  }

  /**
   * docs/api.md's notes on fields (`fieldNotes`) become their descriptions. A note on a field of
   * another component (an item of a list) goes on that component's field when it says nothing else
   * there, and otherwise stays with the schema it was written for, in its description.
   */
  private describeFields(): void {
    const later: Array<() => void> = [];
    for (const [schema, notes] of fieldNotes) {
      const id = this.names.get(schema);
      for (const [field, note] of Object.entries(notes)) {
        for (const io of ['input', 'output'] as const) {
          const found = id === undefined ? undefined : fieldSchema(this.emitted[io], id, field);
          if (!found)
            throw new Error(`openapi: no field ${field} in ${id ?? 'an unnamed schema'} for its note`);
          const { target, viaRef } = found;
          if (!viaRef) {
            target.description = note;
            continue;
          }
          later.push(() => {
            if (target.description === undefined) target.description = note;
            else if (target.description !== note) {
              const root = this.emitted[io][id!]!;
              root.description = [root.description, `\`${field}\`: ${note}`].filter(Boolean).join('\n\n');
            }
          });
        }
      }
    }
    for (const apply of later) apply();
  }

  private ref(id: string, io: Io): string {
    return `${COMPONENTS}${io === 'input' && this.twoForms.has(id) ? `${id}Input` : id}`;
  }

  /** The schema object of `schema` as a request sends it (`input`) or an answer carries it (`output`). */
  schema(schema: z.ZodType, io: Io): Json {
    const named = this.names.get(schema);
    if (named) return { $ref: this.ref(named, io) };
    const {
      $schema: _s,
      $defs,
      ...json
    } = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: override(io),
      metadata: this.registry,
    }) as Json;
    for (const id of Object.keys($defs ?? {}))
      if (!this.emitted[io][id]) throw new Error(`openapi: a schema holds an unnamed definition ${id}`);
    rewriteRefs(json, (ref) => (ref.startsWith(DEFS) ? this.ref(ref.slice(DEFS.length), io) : ref));
    return json;
  }

  /** Like `schema`, but a named schema's own JSON (with its fields) rather than a `$ref` to it. */
  inline(schema: z.ZodType, io: Io): Json {
    const id = this.names.get(schema);
    if (!id) return this.schema(schema, io);
    const own = structuredClone(this.emitted[io][id]!);
    rewriteRefs(own, (ref) => this.ref(ref.slice(COMPONENTS.length), io));
    return own;
  }

  /** The components the given document parts refer to, directly or through one another, by name. */
  components(parts: unknown, own: ReadonlySet<string>): Record<string, Json> {
    const out: Record<string, Json> = {};
    const pending = [...refsIn(parts)];
    while (pending.length) {
      const ref = pending.pop()!;
      const name = ref.slice(COMPONENTS.length);
      if (out[name] || own.has(name)) continue;
      const input = name.endsWith('Input') && this.twoForms.has(name.slice(0, -'Input'.length));
      const id = input ? name.slice(0, -'Input'.length) : name;
      const json = structuredClone((input ? this.emitted.input : this.emitted.output)[id]);
      if (!json) throw new Error(`openapi: no component ${name}`);
      if (input) rewriteRefs(json, (r) => this.ref(r.slice(COMPONENTS.length), 'input'));
      out[name] = json;
      pending.push(...refsIn(json));
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
  }

  /**
   * Where only the input form of a named schema is used (a request body), it takes the plain name:
   * `XInput` -> `X` in `parts` (in place), and the new name of each component renamed.
   */
  plainInputNames(parts: unknown, components: Record<string, Json>): Record<string, Json> {
    const renamed = new Map<string, string>();
    for (const name of Object.keys(components)) {
      const base = name.slice(0, -'Input'.length);
      if (name.endsWith('Input') && this.twoForms.has(base) && !components[base]) renamed.set(name, base);
    }
    const map = (ref: string) => {
      const to = renamed.get(ref.slice(COMPONENTS.length));
      return to ? `${COMPONENTS}${to}` : ref;
    };
    rewriteRefs(parts, map);
    rewriteRefs(components, map);
    return Object.fromEntries(
      Object.entries(components)
        .map(([name, json]) => [renamed.get(name) ?? name, json] as const)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Parts of an operation
// ---------------------------------------------------------------------------------------------------

/** One parameter per property of an object schema, required as the schema says. */
function parameters(schemas: Schemas, schema: z.ZodType | undefined, optional = false): Json[] {
  if (!schema) return [];
  const json = schemas.inline(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: 'query',
      required: !optional && required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

const pathParameter = (name: string): Json => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string' },
});

/** `/__admin/faults/:id` -> `/__admin/faults/{id}` and the names of its path parameters. */
function openApiPath(path: string): { path: string; names: string[] } {
  const names: string[] = [];
  return {
    path: path.replace(/:(\w+)/g, (_all, name: string) => (names.push(name), `{${name}}`)),
    names,
  };
}

/** `[text](#anchor)` of docs/api.md -> `text (docs/api.md#anchor)`: the anchors are not in this document. */
const unlink = (text: string) => text.replace(/\[([^\]]+)\]\(#([\w-]+)\)/g, '$1 (docs/api.md#$2)');

/** Image types the upload calls take, by the file's first bytes (apps/fake-api/src/uploads.ts). */
const IMAGE_TYPES = 'image/png, image/jpeg, image/gif, image/webp, image/bmp';

function requestBody(schemas: Schemas, def: EndpointDef): Json | undefined {
  if (def.bodyKind === 'file') {
    return {
      required: true,
      description: bodyKindNotes.file,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
            required: ['file'],
            additionalProperties: { type: 'string' },
          },
          ...(def.path === endpoints.homeworkSubmit.path
            ? {}
            : { encoding: { file: { contentType: IMAGE_TYPES } } }),
        },
      },
    };
  }
  if (def.bodyKind === 'form') {
    // Without a body schema, the form's fields are request parameters beside the query string's.
    const schema = schemas.schema(def.body ?? def.query ?? z.object({}), 'input');
    return {
      required: def.body !== undefined && !def.body.safeParse(undefined).success,
      description: def.body
        ? bodyKindNotes.form
        : `${bodyKindNotes.form}. Its fields are request parameters, read with the query string's: each parameter comes in one or the other`,
      content: {
        'application/x-www-form-urlencoded': { schema },
        'multipart/form-data': { schema },
        'application/json': { schema },
      },
    };
  }
  if (!def.body) return undefined;
  return {
    required: !def.body.safeParse(undefined).success,
    content: { 'application/json': { schema: schemas.schema(def.body, 'input') } },
  };
}

/** The backend's envelope of a success. */
function successEnvelope(data: Json, stringRespCode: boolean | undefined): Json {
  return {
    type: 'object',
    properties: {
      respCode: { $ref: `${COMPONENTS}${stringRespCode ? 'RespCodeOkText' : 'RespCodeOk'}` },
      respMsg: { type: 'string' },
      data,
    },
    required: ['respCode', 'respMsg', 'data'],
  };
}

/** The envelope of a failure with one of `codes`. */
const failureEnvelope = (codes: readonly number[]): Json => ({
  type: 'object',
  properties: {
    respCode: codes.length === 1 ? { type: 'integer', const: codes[0] } : { type: 'integer', enum: codes },
    respMsg: { type: 'string' },
    data: { type: 'null' },
  },
  required: ['respCode', 'respMsg', 'data'],
});

const codeOf = (name: RespCodeName) => respCodes[name].respCode;
const statusOf = (name: RespCodeName) => respCodes[name].status;
const mdCell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The error answers of a portal call, one per HTTP status, each row of docs/api.md an example. */
function portalErrors(name: EndpointName, def: EndpointDef): Record<string, Json> {
  const notes = errorNotes(name);
  const statuses = [...new Set(def.errors.map(statusOf))].sort((a, b) => a - b);
  return Object.fromEntries(
    statuses.map((status) => {
      const codes = [...new Set(def.errors.filter((c) => statusOf(c) === status).map(codeOf))].sort();
      const rows = notes.filter((n) => statusOf(n.code) === status);
      const lines = rows.map((n) => `| ${codeOf(n.code)} | ${mdCell(n.msg)} | ${mdCell(n.when)} |`);
      return [
        String(status),
        {
          description: [
            `respCode ${codes.join(' or ')}:`,
            '',
            '| respCode | respMsg | when |',
            '| --- | --- | --- |',
            ...lines,
          ].join('\n'),
          content: {
            'application/json': {
              schema: failureEnvelope(codes),
              // One example per code: its first row (the table above has them all).
              examples: Object.fromEntries(
                rows
                  .filter((n, i) => rows.findIndex((m) => m.code === n.code) === i)
                  .map((n) => [n.code, errorExample(n)]),
              ),
            },
          },
        },
      ];
    }),
  );
}

const errorExample = (note: ErrorNote): Json => ({
  summary: note.when,
  value: { respCode: codeOf(note.code), respMsg: note.msg, data: null },
});

/** What any call can answer besides its own errors. */
const anyCallAnswers: Json = {
  description:
    'Any call can also answer `500 / 50000` (a bug of the fake API), and whatever a fault rule of the control plane (`POST /__admin/faults`) makes it answer: a status, an envelope, a delay, a malformed body or no answer at all.',
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}ErrorEnvelope` } } },
};

/** Each extension's group, by the endpoint table it comes from: one row a group (tag, calls, description). */
const extensionGroups: ReadonlyArray<{ tag: string; description: string; calls: object }> = (
  [
    ['Course hall', courseEndpoints, 'courses, programmes, lessons, homework, tests, favourites'],
    ['Calibration field', practiceEndpoints, 'the question bank and its judge'],
    ['Personal centre', centerEndpoints, 'registrations, meetings, assistant history'],
    ['Teacher view', teacherEndpoints, "the teacher's course statistics"],
    ['Channel area', channelEndpoints, 'channels, notices, rankings, datasets, institutions'],
    ['Workshop', workshopEndpoints, 'projects, images and environments'],
    ['Competition', competitionEndpoints, 'the /2025 competition and its registration'],
    ['Code park', codeParkEndpoints, "courses' repositories: trees, files, commits and their diffs"],
  ] as const
).map(([tag, calls, description]) => ({ tag, description, calls }));

const SPEC_TAG = 'Spec section 7';
const ADMIN_TAG = 'Control plane';
const PAGES_TAG = 'Pages and files';

function tagOf(name: string, def: EndpointDef): string {
  if (!def.extension) return SPEC_TAG;
  const group = extensionGroups.find((g) => name in g.calls);
  if (!group) throw new Error(`openapi: the extension ${name} is in no group of extensionGroups`);
  return group.tag;
}

const security = (access: EndpointDef['access']): Json[] =>
  access === 'public' ? [] : access === 'optional' ? [{}, { bearer: [] }] : [{ bearer: [] }];

function portalOperation(schemas: Schemas, name: EndpointName, def: EndpointDef): Json {
  const body = requestBody(schemas, def);
  const paramsInBody = def.bodyKind === 'form' && def.body === undefined;
  const description = [
    `**Access:** ${accessNotes[def.access]}.`,
    def.chosen ? `**Chosen here** (the spec leaves it open): ${def.chosen}.` : '',
    def.extension
      ? "**Extension:** not in the spec; designed by this kit in the backend's habits (its path is in `extensionPaths`)."
      : '',
    def.skipRelogin ? 'The portal does not open the re-login modal when this call answers 401.' : '',
  ].filter(Boolean);
  return {
    operationId: name,
    summary: plain(def.summary),
    description: description.join('\n\n'),
    tags: [tagOf(name, def)],
    ...(def.extension ? { 'x-extension': true } : {}),
    'x-access': def.access,
    security: security(def.access),
    parameters: parameters(schemas, def.query, paramsInBody),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': {
        description: `success: respCode ${def.stringRespCode ? "'20000' (text)" : '20000'}, respMsg "${okMessage(name)}"`,
        content: {
          'application/json': {
            schema: successEnvelope(schemas.schema(def.data, 'output'), def.stringRespCode),
          },
        },
      },
      ...portalErrors(name, def),
      default: { $ref: '#/components/responses/AnyCall' },
    },
  };
}

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

/** A summary is plain text: the Markdown code marks of the tables go. */
const plain = (text: string) => text.replace(/`/g, '');

function adminOperation(schemas: Schemas, name: string, def: AdminEndpointDef, pathNames: string[]): Json {
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

function pageOperation(schemas: Schemas, name: string, def: PageRouteDef, pathNames: string[]): Json {
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
