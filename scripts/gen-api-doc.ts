/**
 * Writes docs/api.md from the contract (packages/contract), so the API reference cannot drift from it:
 * the Markdown parts in docs/api/ (the prose), joined in the order of PARTS, with each `{{name}}` filled
 * in from the contract: constants, paths, and tables generated from `endpoints` (every call with its
 * access rule, query, body, data, choices and errors), `endpointNotes` and `fieldNotes` (what the docs
 * say of errors and fields), `adminEndpoints` (the control plane) and the schemas.
 *
 *   pnpm exec tsx scripts/gen-api-doc.ts           write docs/api.md
 *   pnpm exec tsx scripts/gen-api-doc.ts --check   exit 1 when docs/api.md is out of date
 *
 * packages/contract/test/api-doc.test.ts fails when docs/api.md differs from `renderApiDoc()`.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  ADMIN_EVENTS_HEARTBEAT_SECONDS,
  CLIENT_ID,
  CODE_PARK_COURSE_ID,
  CODE_PATTERN,
  CS101_COURSE_ID,
  JOURNAL_BODY_LIMIT,
  MAIL_PATTERN,
  PHONE_PATTERN,
  RESP_OK,
  SSO_SCOPE,
  STUDENT_NUMBER_PATTERN,
  TOKEN_COOKIE,
  adminCommonErrors,
  adminEndpoints,
  endpoints,
  environmentNames,
  environments,
  errorNotes,
  limits,
  missingParameterMessage,
  okMessage,
  respCodes,
  scenarioSchema,
  seedNotificationSchema,
  serverMessages,
  timeFormats,
  type AdminEndpointDef,
  type AdminName,
  type EndpointDef,
  type EndpointName,
  type ErrorNote,
  type RespCodeName,
} from '@shui/contract';
import {
  accessNotes,
  bodyKindNotes,
  fieldNotes,
  globalErrorNotes,
  respCodeMeanings,
  type JsonSchema,
} from '@shui/contract/docs';
import { writeOrCheck } from './generated-file';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const API_DOC_PATH = resolve(ROOT, 'docs/api.md');
const GENERATOR = 'scripts/gen-api-doc.ts';
const COMMAND = `pnpm exec tsx ${GENERATOR}`;
/** The parts of docs/api.md, in order (docs/api/<part>.md). */
const PARTS_DIR = resolve(ROOT, 'docs/api');
const PARTS = [
  'intro',
  'envelope',
  'authentication',
  'calls',
  'extensions',
  'sso',
  'control-plane',
  'chosen',
];

type Schema = EndpointDef['data'];

// ---------------------------------------------------------------------------------------------------
// Schema rendering (through zod 4's JSON Schema output)
// ---------------------------------------------------------------------------------------------------

const jsonSchema = (schema: Schema): JsonSchema => schema.toJSONSchema() as unknown as JsonSchema;

const SAFE = Number.MAX_SAFE_INTEGER;
const num = (n: number) => n.toLocaleString('en-US');
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** The alternatives of a schema: anyOf members and `type: [x, 'null']`, flattened. */
function alternatives(s: JsonSchema): JsonSchema[] {
  if (s.anyOf) return s.anyOf.flatMap(alternatives);
  if (Array.isArray(s.type)) return s.type.map((type) => ({ ...s, type }));
  return [s];
}

function typeName(s: JsonSchema): string {
  const alts = alternatives(s);
  if (alts.length > 1) return alts.map(typeName).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  switch (s.type) {
    case 'array':
      return s.items ? `array of ${typeName(s.items)}` : 'array';
    case 'object':
      return typeof s.additionalProperties === 'object' && !s.properties
        ? `object of string to ${typeName(s.additionalProperties)}`
        : 'object';
    case undefined:
      return 'any';
    default:
      return String(s.type);
  }
}

function range(
  min: number | undefined,
  max: number | undefined,
  unit: string,
  units: string,
): string | undefined {
  const u = (n: number) => `${num(n)} ${n === 1 ? unit : units}`;
  if (min !== undefined && max !== undefined)
    return min === max ? `exactly ${u(min)}` : `${num(min)}-${u(max)}`;
  if (min !== undefined) return min === 1 && unit === 'character' ? 'not empty' : `at least ${u(min)}`;
  if (max !== undefined) return `at most ${u(max)}`;
  return undefined;
}

function constraints(s: JsonSchema): string[] {
  const alts = alternatives(s);
  if (alts.length > 1) {
    return alts.flatMap((alt) => {
      const own = constraints(alt);
      return own.length ? [`${typeName(alt)}: ${own.join(', ')}`] : [];
    });
  }
  const out: string[] = [];
  for (const alt of alts) {
    const strings = range(alt.minLength, alt.maxLength, 'character', 'characters');
    if (strings) out.push(strings);
    const items = range(alt.minItems, alt.maxItems, 'item', 'items');
    if (items) out.push(items);
    const low = alt.minimum !== undefined && alt.minimum > -SAFE ? alt.minimum : undefined;
    const high = alt.maximum !== undefined && alt.maximum < SAFE ? alt.maximum : undefined;
    if (alt.exclusiveMinimum === 0 && high === undefined) out.push('positive');
    else if (alt.exclusiveMinimum !== undefined) out.push(`more than ${num(alt.exclusiveMinimum)}`);
    if (low === 0 && high === undefined) out.push('0 or more');
    else if (low !== undefined && high !== undefined) out.push(`${num(low)} to ${num(high)}`);
    else if (low !== undefined) out.push(`at least ${num(low)}`);
    else if (high !== undefined) out.push(`at most ${num(high)}`);
    if (alt.format === 'starts_with' && alt.pattern) {
      out.push(
        `starts with ${code(alt.pattern.replace(/^\^/, '').replace(/\.\*$/, '').replace(/\\(.)/g, '$1'))}`,
      );
    } else if (alt.pattern) out.push(`matches ${code(alt.pattern)}`);
    else if (alt.format) out.push(`format ${alt.format}`);
    if (alt.type === 'array' && alt.items) out.push(...constraints(alt.items).map((c) => `each ${c}`));
  }
  return out;
}

interface FieldRow {
  field: string;
  type: string;
  required: boolean;
  constraints: string[];
}

/** The fields of an object schema, nested objects and arrays of objects flattened (`a.b`, `a[].b`). */
function fields(s: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  const required = new Set(s.required ?? []);
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    const field = `${prefix}${name}`;
    rows.push({ field, type: typeName(prop), required: required.has(name), constraints: constraints(prop) });
    if (prop.type === 'object' && prop.properties) rows.push(...fields(prop, `${field}.`));
    if (prop.type === 'array' && prop.items?.properties) rows.push(...fields(prop.items, `${field}[].`));
  }
  return rows;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Notes rendered so far, to find the ones that match no field. */
const usedNotes = new Map<Schema, Set<string>>();

function note(schema: Schema, key: string): string {
  const text = fieldNotes.get(schema)?.[key];
  if (text === undefined) return '';
  const used = usedNotes.get(schema) ?? new Set<string>();
  used.add(key);
  usedNotes.set(schema, used);
  return text;
}

function fieldTable(schema: Schema, s: JsonSchema): string {
  const rows = fields(s);
  return table(
    ['field', 'type', 'required', 'constraints', 'notes'],
    rows.map((r) => [
      code(r.field),
      code(r.type),
      r.required ? 'yes' : 'no',
      r.constraints.join('; '),
      note(schema, r.field),
    ]),
  );
}

/**
 * A schema as Markdown: the schema's note, then a field table for an object or an array of objects, or
 * one sentence for anything else. `lead` introduces the table (omitted when the text around says it).
 */
function renderSchema(schema: Schema, lead = true): string {
  const s = jsonSchema(schema);
  const whole = note(schema, '');
  const parts: string[] = [];
  if (s.type === 'object' && s.properties) {
    if (whole) parts.push(whole);
    if (lead) parts.push('An object:');
    parts.push(fieldTable(schema, s));
  } else if (s.type === 'array' && s.items?.type === 'object' && s.items.properties) {
    if (whole) parts.push(whole);
    const limitsText = constraints({ ...s, items: undefined });
    if (lead) parts.push(`An array${limitsText.length ? ` (${limitsText.join('; ')})` : ''} of objects:`);
    parts.push(fieldTable(schema, s.items));
  } else if (s.type === 'null') {
    parts.push('`null`.');
  } else {
    const limitsText = constraints(s);
    parts.push(
      `${code(typeName(s))}${limitsText.length ? `, ${limitsText.join('; ')}` : ''}.${whole ? ` ${whole}` : ''}`,
    );
  }
  return parts.join('\n\n');
}

// ---------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');

const heading = (def: EndpointDef) => `${def.method} ${def.path}`;

function errorRow(e: ErrorNote): string[] {
  const { status, respCode } = respCodes[e.code];
  return [String(status), `${respCode} (${code(e.code)})`, code(e.msg), e.when];
}

const errorTable = (rows: readonly ErrorNote[]) =>
  table(['HTTP', 'respCode', 'respMsg', 'when'], rows.map(errorRow));

/** What a call changes, and so whether `shui verify` may call it (docs/cli.md). */
function sideEffects(name: EndpointName, def: EndpointDef): string {
  if (def.read) return 'none, a read (`read`): `shui verify` calls it against a real server';
  if (name === 'login') return 'a new token; `shui verify` logs in with it';
  return def.inputs
    ? 'a write: `shui verify` calls it only with `--allow-write`, with the inputs of its entry (`inputs`)'
    : 'a write: `shui verify` never calls it (its entry gives no `inputs`)';
}

function renderEndpoint(name: EndpointName): string {
  const def: EndpointDef = endpoints[name];
  const okCode = def.stringRespCode ? `'${RESP_OK}'` : String(RESP_OK);
  const lines: string[] = [
    `### ${heading(def)}`,
    '',
    `${code(name)}: ${def.summary}.`,
    '',
    ...(def.extension
      ? [
          `- **Extension:** not in spec section 7; designed here, its path written in its entry (packages/contract/src/<domain>/endpoints.ts).`,
        ]
      : []),
    `- **Access:** \`${def.access}\`, ${accessNotes[def.access]}.`,
    `- **Side effects:** ${sideEffects(name, def)}.`,
    `- **Body:** ${def.bodyKind ? bodyKindNotes[def.bodyKind] : def.body ? bodyKindNotes.json : 'none'}.`,
    `- **Success:** HTTP 200, respCode ${code(okCode)}${
      def.stringRespCode ? ' as a **string** (`stringRespCode`; error answers keep numeric codes)' : ''
    }, respMsg ${code(okMessage(name))}.`,
    `- **HTTP 401 in the portal:** ${
      def.skipRelogin
        ? 'does **not** open the re-login modal (`skipRelogin`); the failure is only logged'
        : 'opens the one-time re-login modal'
    }.`,
    def.chosen
      ? `- **Chosen here** (the spec leaves it open): ${def.chosen}.`
      : '- **Chosen here:** nothing; the spec gives the whole call.',
  ];
  if (def.query) lines.push('', '**Query parameters**', '', fieldTable(def.query, jsonSchema(def.query)));
  if (def.body) lines.push('', '**Body**', '', renderSchema(def.body));
  lines.push('', '**Data on success**', '', renderSchema(def.data));
  const errors = errorNotes(name);
  lines.push('', '**Errors** (besides [those of every call](#errors-every-call-can-answer))', '');
  lines.push(errors.length ? errorTable(errors) : 'None of its own.');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Tables
// ---------------------------------------------------------------------------------------------------

const endpointNames = Object.keys(endpoints) as EndpointName[];
const isExtension = (name: EndpointName) => Boolean((endpoints[name] as EndpointDef).extension);
/** The calls of spec section 7, then the extensions, each in its own section. */
const specNames = endpointNames.filter((name) => !isExtension(name));
const extensionNames = endpointNames.filter(isExtension);
const link = (def: EndpointDef) => `[${code(heading(def))}](#${slug(heading(def))})`;

const endpointIndex = (names: readonly EndpointName[]) =>
  table(
    ['call', 'name', 'access', 'summary'],
    names.map((name) => {
      const def: EndpointDef = endpoints[name];
      return [link(def), code(name), def.access, def.summary];
    }),
  );

const chosenTable = () =>
  table(
    ['call', 'chosen'],
    endpointNames.flatMap((name) => {
      const def: EndpointDef = endpoints[name];
      return def.chosen ? [[`${link(def)} (${code(name)})`, def.chosen]] : [];
    }),
  );

const environmentTable = () =>
  table(
    ['environment', 'API base', 'single-sign-on authorise page'],
    environmentNames.map((n) => [`\`${n}\``, code(environments[n].api), code(environments[n].ssoAuthorize)]),
  );

const codesTable = () =>
  table(
    ['name', 'respCode', 'HTTP', 'meaning'],
    (Object.keys(respCodes) as RespCodeName[]).map((n) => [
      code(n),
      String(respCodes[n].respCode),
      String(respCodes[n].status),
      respCodeMeanings[n],
    ]),
  );

const accessTable = () =>
  table(
    ['access', 'meaning'],
    (Object.keys(accessNotes) as Array<EndpointDef['access']>).map((a) => [code(a), accessNotes[a]]),
  );

/**
 * `{ a, b? }` for an object schema, `[{ a, b }]` for an array of objects: the top-level fields, marked
 * optional as a sender (`input`) or a reader (`output`) sees them.
 */
function sketch(schema: Schema, io: 'input' | 'output'): string {
  const s = schema.toJSONSchema({ io }) as unknown as JsonSchema;
  const object = s.type === 'array' ? s.items : s;
  if (object?.type !== 'object' || !object.properties) return typeName(s);
  const required = new Set(object.required ?? []);
  const keys = Object.keys(object.properties).map((k) => (required.has(k) ? k : `${k}?`));
  const shown = keys.length > 8 ? [...keys.slice(0, 3), '…'] : keys;
  const text = `{ ${shown.join(', ')} }`;
  return s.type === 'array' ? `[${text}]` : text;
}

function adminInput(def: AdminEndpointDef): string {
  if (def.query) {
    const keys = Object.keys(jsonSchema(def.query).properties ?? {});
    return keys.map((k) => code(`?${k}=`)).join(' ');
  }
  return def.body ? code(sketch(def.body, 'input')) : '';
}

const adminErrors = (def: AdminEndpointDef) =>
  def.errors.map((e) => `${respCodes[e].status} (${code(e)})`).join(', ');

const adminTable = () =>
  table(
    ['call', 'query / body', 'answer', 'errors', 'what it does'],
    (Object.keys(adminEndpoints) as AdminName[]).map((name) => {
      const def: AdminEndpointDef = adminEndpoints[name];
      return [
        `${code(`${def.method} ${def.path}`)} (${code(name)})`,
        adminInput(def),
        def.stream
          ? `200 ${code(def.stream)}: events ${code('{ event, data }')}`
          : `${def.status ?? 200} ${code(sketch(def.response, 'output'))}`,
        adminErrors(def),
        def.summary,
      ];
    }),
  );

// ---------------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------------

/** What the parts may name as `{{name}}` (a dotted path into this object). */
function scope() {
  const pattern = (p: RegExp) => code(`/${p.source}/`);
  return {
    generatedNote: `<!-- Generated by ${GENERATOR} from packages/contract and docs/api/. Do not edit: change the contract or the parts, then run \`${COMMAND}\`. -->`,
    generator: GENERATOR,
    command: COMMAND,
    RESP_OK,
    JOURNAL_BODY_LIMIT: JOURNAL_BODY_LIMIT.toLocaleString('en'),
    ADMIN_EVENTS_HEARTBEAT_SECONDS,
    CLIENT_ID,
    SSO_SCOPE,
    TOKEN_COOKIE,
    CS101_COURSE_ID,
    CODE_PARK_COURSE_ID,
    limits,
    timeFormats,
    endpoints,
    imageMaxMb: limits.feedbackImageMaxBytes / 1024 / 1024,
    missingUsername: missingParameterMessage('username'),
    adminCommonErrors: adminCommonErrors.map((e) => `${respCodes[e].status} (${code(e)})`).join(', '),
    pattern: {
      phone: pattern(PHONE_PATTERN),
      mail: pattern(MAIL_PATTERN),
      code: pattern(CODE_PATTERN),
      studentNumber: pattern(STUDENT_NUMBER_PATTERN),
    },
    example: {
      envelope: JSON.stringify({ respCode: RESP_OK, respMsg: serverMessages.ok, data: { id: 1 } }),
      fault: JSON.stringify({
        method: 'GET',
        path: '/resource/message',
        status: 502,
        times: 1,
        label: 'gateway down',
      }),
    },
    table: {
      environments: environmentTable(),
      codes: codesTable(),
      globalErrors: errorTable(globalErrorNotes),
      access: accessTable(),
      callIndex: endpointIndex(specNames),
      extensionIndex: extensionNames.length
        ? endpointIndex(extensionNames)
        : 'None yet: every call of the portal is one of spec section 7.',
      chosen: chosenTable(),
      admin: adminTable(),
    },
    calls: specNames.map(renderEndpoint).join('\n\n'),
    extensionCalls: extensionNames.map(renderEndpoint).join('\n\n'),
    schema: {
      faultInput: renderSchema(adminEndpoints.addFault.body, false),
      outboxEntry: renderSchema(adminEndpoints.outbox.response.element, false),
      journalEntry: renderSchema(adminEndpoints.journal.response.element, false),
      settings: renderSchema(adminEndpoints.settings.response, false),
      tokenInput: renderSchema(adminEndpoints.mintToken.body, false),
      adminUserInput: renderSchema(adminEndpoints.addUser.body, false),
      adminCourseInput: renderSchema(adminEndpoints.addCourse.body, false),
      seedNotification: renderSchema(seedNotificationSchema, false),
      scenario: renderSchema(scenarioSchema, false),
      health: renderSchema(adminEndpoints.health.response, false),
    },
  };
}

/** A part with each `{{name}}` filled in; a name the scope lacks is an error. */
function fill(part: string, text: string, values: Record<string, unknown>): string {
  return text.replace(/\{\{([\w.]+)\}\}/g, (_all, name: string) => {
    const value = name
      .split('.')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], values);
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(
        `${GENERATOR}: docs/api/${part}.md names {{${name}}}, which is not text the generator knows`,
      );
    return String(value);
  });
}

/** docs/api.md as the generator writes it (formatted with the repository's Prettier settings). */
export async function renderApiDoc(): Promise<string> {
  usedNotes.clear();
  const values = scope();
  const markdown = PARTS.map((part) =>
    fill(part, readFileSync(resolve(PARTS_DIR, `${part}.md`), 'utf8'), values).trim(),
  ).join('\n\n');
  const unused = [...fieldNotes].flatMap(([schema, notes]) =>
    Object.keys(notes).filter((key) => !usedNotes.get(schema)?.has(key)),
  );
  if (unused.length) {
    throw new Error(`${GENERATOR}: fieldNotes for fields that are not rendered: ${unused.join(', ')}`);
  }
  const options = (await resolveConfig(API_DOC_PATH)) ?? {};
  return format(`${markdown}\n`, { ...options, proseWrap: 'always', filepath: API_DOC_PATH });
}

async function main() {
  writeOrCheck(
    API_DOC_PATH,
    await renderApiDoc(),
    COMMAND,
    () => `${endpointNames.length} calls, ${Object.keys(adminEndpoints).length} admin routes`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
