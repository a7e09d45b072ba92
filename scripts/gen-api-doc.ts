/**
 * Writes docs/api.md from the contract (packages/contract), so the API reference cannot drift from it:
 * every entry of `endpoints` with its access rule, query, body, data, choices and errors, plus the
 * hand-written parts (envelope, codes, auth, times, uploads, single sign-on, control plane) below.
 *
 *   pnpm exec tsx scripts/gen-api-doc.ts           write docs/api.md
 *   pnpm exec tsx scripts/gen-api-doc.ts --check   exit 1 when docs/api.md is out of date
 *
 * packages/contract/test/api-doc.test.ts fails when docs/api.md differs from `renderApiDoc()`.
 * Endpoint-specific errors and success messages come from ENDPOINT_NOTES below, filled by reading the
 * handlers in apps/fake-api/src/routes/*.ts and store.ts: update it when a handler changes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  ASSISTANT_SERVICE,
  CLIENT_ID,
  CODE_PARK_COURSE_ID,
  CODE_PATTERN,
  CS101_COURSE_ID,
  MAIL_PATTERN,
  PHONE_PATTERN,
  RESP_OK,
  SSO_SCOPE,
  STUDENT_NUMBER_PATTERN,
  TOKEN_COOKIE,
  VISITOR_COMPANY,
  assistantAnswerSchema,
  assistantAvailableSchema,
  assistantOptionSchema,
  assistantQaInputSchema,
  avatarResultSchema,
  changePasswordInputSchema,
  checkAndResetQuerySchema,
  checkItemListSchema,
  checkRecordListSchema,
  checkRecordSchema,
  currentCompanyQuerySchema,
  currentCompanySchema,
  currentUserSchema,
  endpoints,
  environmentNames,
  environments,
  faultInputSchema,
  feedbackInputSchema,
  adminUserInputSchema,
  healthSchema,
  journalEntrySchema,
  scenarioSchema,
  seedNotificationSchema,
  limits,
  loginInputSchema,
  loginResultSchema,
  markReadInputSchema,
  missingParameterMessage,
  notificationListSchema,
  onCampusSchema,
  outboxEntrySchema,
  registerQuerySchema,
  respCodes,
  scoreStatsSchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  serverMessages,
  settingsSchema,
  studentQaSchema,
  superCompanySchema,
  switchCompanyQuerySchema,
  ticketInputSchema,
  ticketResultSchema,
  timeFormats,
  tokenInputSchema,
  uploadResultSchema,
  usernameResultSchema,
  livenessSchema,
  type EndpointDef,
  type EndpointName,
  type RespCodeName,
} from '@shui/contract';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const API_DOC_PATH = resolve(ROOT, 'docs/api.md');
const GENERATOR = 'scripts/gen-api-doc.ts';
const COMMAND = `pnpm exec tsx ${GENERATOR}`;

type Schema = EndpointDef['data'];

// ---------------------------------------------------------------------------------------------------
// Knowledge read from the fake API's handlers (apps/fake-api/src/routes/*.ts, store.ts, http.ts)
// ---------------------------------------------------------------------------------------------------

interface ErrorRow {
  code: RespCodeName;
  /** respMsg, verbatim. */
  msg: string;
  when: string;
}

interface EndpointNotes {
  /** respMsg of a successful answer (default serverMessages.ok). */
  ok?: string;
  /** Errors the handler (or the store it calls) answers, in the order it checks them. */
  errors: readonly ErrorRow[];
}

const format400 = {
  phone: {
    code: 'badRequest',
    msg: serverMessages.phoneFormat,
    when: 'the phone breaks the [phone rule](#formats)',
  },
  mail: {
    code: 'badRequest',
    msg: serverMessages.mailFormat,
    when: 'the e-mail breaks the [mail rule](#formats)',
  },
  password: {
    code: 'badRequest',
    msg: serverMessages.passwordFormat,
    when: 'the password breaks the [password rule](#formats)',
  },
} as const satisfies Record<string, ErrorRow>;

const noAccount = (what: string): ErrorRow => ({
  code: 'badRequest',
  msg: missingParameterMessage('username'),
  when: `no account has this ${what} (Spring's missing-parameter text, as the real backend answers)`,
});

const tooSoon: ErrorRow = {
  code: 'tooManyRequests',
  msg: serverMessages.codeTooFrequent,
  when: `a code went to the same address less than ${limits.codeCountdownSeconds} s ago`,
};

const badCode: ErrorRow = {
  code: 'badCode',
  msg: serverMessages.codeInvalid,
  when: 'the code is wrong, expired or already used',
};

const imageErrors: ErrorRow[] = [
  { code: 'badRequest', msg: serverMessages.fileMissing, when: 'no file, or an empty one' },
  {
    code: 'unsupportedMedia',
    msg: serverMessages.notImage,
    when: 'the bytes are not PNG, JPEG, GIF, WebP or BMP (the declared type is ignored)',
  },
];

/** Per endpoint: the success message and the errors its handler adds to the generic ones. */
const ENDPOINT_NOTES = {
  login: {
    ok: serverMessages.loginOk,
    errors: [
      {
        code: 'wrongCredentials',
        msg: serverMessages.wrongCredentials,
        when: 'no account has this login name, or the password is wrong',
      },
    ],
  },
  ssoExchange: {
    ok: serverMessages.loginOk,
    errors: [
      {
        code: 'badAuthorizationCode',
        msg: serverMessages.authCodeInvalid,
        when: 'the code is unknown, already exchanged or older than 5 minutes',
      },
    ],
  },
  currentUser: { errors: [] },
  changePassword: {
    ok: serverMessages.passwordChanged,
    errors: [
      { ...format400.password, when: 'newPassword breaks the password rule' },
      { code: 'badRequest', msg: serverMessages.oldPasswordWrong, when: 'oldPassword is not the password' },
    ],
  },
  uploadAvatar: { ok: serverMessages.uploadOk, errors: imageErrors },
  sendRegisterCode: {
    ok: serverMessages.codeSent,
    errors: [format400.phone, tooSoon],
  },
  register: {
    ok: serverMessages.registered,
    errors: [
      format400.phone,
      format400.password,
      {
        code: 'conflict',
        msg: serverMessages.phoneRegistered,
        when: 'an account already has this phone (or this phone as username)',
      },
      { ...badCode, when: 'the code is not the live one sent to this phone (wrong, expired or used)' },
    ],
  },
  sendResetCode: {
    ok: serverMessages.codeSent,
    errors: [
      { ...format400.phone, when: 'field=phone and the identifier breaks the phone rule' },
      { ...format400.mail, when: 'field=mail and the identifier breaks the mail rule' },
      noAccount('phone or e-mail'),
      tooSoon,
    ],
  },
  resetByCode: {
    ok: serverMessages.resetOk,
    errors: [
      {
        code: 'badRequest',
        msg: serverMessages.accountMismatch,
        when: 'no account has this username, or its phone / e-mail is not the identifier',
      },
      { ...badCode, when: 'the code is not the live one sent to the identifier (wrong, expired or used)' },
    ],
  },
  sendResetMail: {
    ok: serverMessages.codeSent,
    errors: [format400.mail, noAccount('e-mail'), tooSoon],
  },
  checkPhoneCode: { ok: serverMessages.verified, errors: [badCode] },
  checkMailCode: { ok: serverMessages.verified, errors: [badCode] },
  getMail: { errors: [noAccount('e-mail')] },
  getPhone: { errors: [noAccount('phone')] },
  messages: {
    errors: [
      {
        code: 'forbidden',
        msg: serverMessages.notOwnMessages,
        when: "receiveUserId is not the caller's id",
      },
    ],
  },
  markRead: { errors: [] },
  currentCompany: {
    errors: [
      { code: 'unauthorized', msg: serverMessages.unauthorized, when: 'isLogin=true and no token is sent' },
    ],
  },
  switchCompany: {
    errors: [
      { code: 'notFound', msg: serverMessages.organisationNotFound, when: 'no organisation has this id' },
      { code: 'forbidden', msg: serverMessages.notMember, when: 'the caller is not a member of it' },
    ],
  },
  companies: { errors: [] },
  superCompany: { errors: [] },
  superAssistantOption: { errors: [] },
  feedbackUpload: { ok: serverMessages.uploadOk, errors: imageErrors },
  feedback: { ok: serverMessages.feedbackOk, errors: [] },
  checkCurrent: { errors: [] },
  checkHistory: { errors: [] },
  checkHistoryCourse: { errors: [] },
  checkItems: { errors: [] },
  checkIn: {
    errors: [
      {
        code: 'notFound',
        msg: serverMessages.checkItemNotFound,
        when: "no item has this id, or it belongs to none of the caller's courses",
      },
      { code: 'badRequest', msg: serverMessages.checkClosed, when: 'the item is not open now' },
      { code: 'conflict', msg: serverMessages.alreadyChecked, when: 'the caller has already checked in' },
    ],
  },
  liveness: { errors: [] },
  averageScore: { errors: [] },
  studentQa: { errors: [] },
  tickets: {
    errors: [
      {
        code: 'badRequest',
        msg: serverMessages.unknownClient,
        when: `clientId is not '${ASSISTANT_SERVICE}'`,
      },
    ],
  },
  assistantAvailable: { errors: [] },
  assistantQa: {
    errors: [
      {
        code: 'forbidden',
        msg: serverMessages.assistantPaused,
        when: 'the exam period is on (setting examPeriod)',
      },
    ],
  },
  onCampus: { errors: [] },
} satisfies Record<EndpointName, EndpointNotes>;

/** What each business code means, for the "Error codes" table. */
const CODE_MEANINGS: Record<RespCodeName, string> = {
  ok: 'success (also assumed when respCode is missing)',
  badRequest:
    'invalid query or body, a format rule broken, or no account matches (then with the Spring-style missing-parameter text)',
  wrongCredentials: 'login name or password wrong',
  badCode: 'verification code wrong, expired or already used',
  badAuthorizationCode: 'single-sign-on authorisation code unknown, used or expired',
  unauthorized: 'no token, or an unknown or expired one: the session is over',
  forbidden:
    "logged in but not allowed: teacher-only call, another user's data, not a member, assistant paused",
  notFound: 'no such route, or the thing named does not exist',
  conflict: 'already done: phone already registered, already checked in',
  tooLarge: 'body or uploaded file too large',
  unsupportedMedia: 'uploaded file is not an image',
  tooManyRequests: `a code went to this address less than ${limits.codeCountdownSeconds} s ago`,
  internal: 'a bug in the fake API itself (never bad input)',
};

/**
 * Notes on fields, by schema. The key is the field as shown in the table ('' = the schema as a whole).
 * A key that matches no field is an error, so a renamed field cannot leave a stale note behind.
 */
const FIELD_NOTES = new Map<Schema, Record<string, string>>([
  [
    loginInputSchema,
    {
      username: 'a username, phone, e-mail (any case) or student number; trimmed',
      checked: '"remember me"; the fake API ignores it',
    },
  ],
  [
    loginResultSchema,
    {
      access_token: 'send it as `Authorization: Bearer <access_token>`',
      expires_in: 'seconds the token stays valid',
    },
  ],
  [
    currentUserSchema,
    {
      headImgUrl: 'avatar: empty, or a path relative to the API base (`/uploads/NAME`)',
      userNumber: 'student number, null for accounts without one',
    },
  ],
  [changePasswordInputSchema, { newPassword: 'must follow the password rule' }],
  [
    registerQuerySchema,
    {
      phone: 'phone rule; becomes the username',
      code: 'the code sent by `POST /portal/reset/sendPhone`',
      password: 'password rule',
    },
  ],
  [sendCodeQuerySchema, { identifier: 'a phone or an e-mail, as `field` says' }],
  [
    checkAndResetQuerySchema,
    {
      identifier: 'the phone or e-mail the code went to (an `@` means e-mail)',
      username: 'the username `sendCode` answered',
    },
  ],
  [
    sendCodeResultSchema,
    { '': 'The username of the matching account; send it back to `checkAndResetByCode`.' },
  ],
  [usernameResultSchema, { '': 'The username of the account bound to that phone or e-mail.' }],
  [
    notificationListSchema,
    {
      '': "The caller's notifications, newest first (by createTime, then id).",
      status: '0 unread, 1 read',
      createTime: 'China Standard Time',
      courseId: 'the course it is about, if any',
    },
  ],
  [
    markReadInputSchema,
    {
      '': "Ids of the caller's notifications; other ids are ignored. The 1 MB body limit allows well over 100,000 ids.",
    },
  ],
  [
    currentCompanyQuerySchema,
    {
      isLogin: `\`true\`: 401 when no token is sent; \`false\`: answers \`${VISITOR_COMPANY}\` even with a token`,
    },
  ],
  [
    currentCompanySchema,
    { id: `null for \`${VISITOR_COMPANY}\``, companyName: `\`${VISITOR_COMPANY}\` when there is none` },
  ],
  [switchCompanyQuerySchema, { companyId: 'an organisation the caller belongs to' }],
  [superCompanySchema, { memberCount: 'users who belong to it' }],
  [
    assistantOptionSchema,
    { examPeriod: 'the assistant is paused (setting examPeriod)', name: 'display name of the assistant' },
  ],
  [
    uploadResultSchema,
    {
      '': 'The stored image path, relative to the API base (`/uploads/feedback-<hex>.png`); send it back as `filepath`.',
    },
  ],
  [
    avatarResultSchema,
    {
      '': 'The new avatar path, relative to the API base (`/uploads/avatar-<hex>.png`); also the new headImgUrl.',
    },
  ],
  [
    feedbackInputSchema,
    {
      feedtype: 'category value, sub-types appended comma-separated (`登录/注册,登录问题`)',
      filepath: 'the path the upload call answered',
      contact: 'e-mail for the reply (the fake API does not check its format)',
    },
  ],
  [
    checkItemListSchema,
    {
      startTime: 'China Standard Time',
      endTime: 'China Standard Time; open while startTime <= now < endTime',
      checked: 'the caller has checked in',
    },
  ],
  [
    checkRecordListSchema,
    {
      '': "Items of the caller's courses that have started, newest first, with the caller's presence.",
      checkTime: 'China Standard Time; null when absent',
      status: '1 present, 0 absent',
    },
  ],
  [checkRecordSchema, { '': 'The new record.', checkTime: 'China Standard Time', status: '1 present' }],
  [
    livenessSchema,
    {
      '': 'Over the courses the caller teaches.',
      activeStudents: 'students with at least one check-in',
      liveness: 'activeStudents / studentCount, two decimals',
    },
  ],
  [scoreStatsSchema, { '': 'Over the courses the caller takes or teaches; all 0 when there is no score.' }],
  [
    studentQaSchema,
    {
      '': 'Questions in the courses the caller teaches.',
      answer: 'null while unanswered',
      createTime: 'China Standard Time',
    },
  ],
  [ticketInputSchema, { clientId: `only \`${ASSISTANT_SERVICE}\` is accepted` }],
  [
    ticketResultSchema,
    {
      clientTicket: 'append as the `ticket` query to the assistant address',
      expiresIn: 'seconds (300)',
    },
  ],
  [assistantAvailableSchema, { '': "`'true'` unless the exam period is on (setting examPeriod)." }],
  [
    assistantQaInputSchema,
    {
      type: 'always 1',
      key: 'the question; trimmed',
      courseId: `${CS101_COURSE_ID} (CS101) gets the course's own assistant`,
    },
  ],
  [assistantAnswerSchema, { '': 'The answer text.' }],
  [
    onCampusSchema,
    { '': 'The fake API answers its onCampus setting; the real backend looks at the caller.' },
  ],
  [
    faultInputSchema,
    {
      method: 'omitted = any method',
      path: "the request's path exactly, without the query",
      query: 'every listed parameter must be present with this value',
      status: 'HTTP status; alone, a plain-text answer like a gateway',
      respCode: 'envelope code (a number, or a string of digits)',
      respMsg: 'envelope message',
      delayMs: 'wait this long first',
      malformed: 'answer a cut-off JSON body',
      drop: 'close the connection without answering',
      times: 'calls to answer; omitted = until removed',
      label: 'shown in lists and in the journal',
    },
  ],
  [
    settingsSchema,
    {
      examPeriod: 'the assistant is paused (default false)',
      onCampus: 'callers count as on campus (default true)',
      tokenTtlSeconds: 'lifetime of new tokens (default 86,400 = 24 h; `--token-ttl`)',
      codeTtlSeconds: 'lifetime of verification codes (default 300 = 5 min)',
      codeResendSeconds: 'minimum gap between two codes to one address (default 60)',
    },
  ],
  [
    journalEntrySchema,
    {
      time: 'ISO 8601, UTC',
      query: 'the query as received',
      respCode: 'null when the answer had no envelope',
      ms: 'time to answer',
      fault: "the matching fault's label or id",
    },
  ],
  [outboxEntrySchema, { to: 'phone or e-mail', code: 'the 6 digits', sentAt: 'ISO 8601, UTC' }],
  [tokenInputSchema, { username: 'any login name', ttlSeconds: 'default: setting tokenTtlSeconds' }],
  [
    healthSchema,
    {
      uptimeMs: 'since start',
      state: 'the state file, or `memory`',
      users: 'accounts in the state',
      faults: 'fault rules in force',
      notifications: 'notifications in the state',
      organisations: 'organisations in the state',
      scenarios: 'names of the scenarios applied',
    },
  ],
  [
    adminUserInputSchema,
    {
      truename: 'default: the username',
      password: 'default: the username',
      role: "default: 'student'",
      organisations: 'ids or exact names; the first becomes the current one',
    },
  ],
  [
    seedNotificationSchema,
    {
      username: 'an existing user or one of the batch',
      status: '0 unread, 1 read',
      minutesAgo: 'createTime is now minus this',
      courseId: 'null: no course',
    },
  ],
  [
    scenarioSchema,
    {
      name: 'the file name without .json',
      catalogue: 'ids of `errorCatalogue` rows',
      calls: '"METHOD /path" of each call affected',
      faults: 'fault rules without `label`',
      settings: 'restored on clear',
      steps: 'how to reach the call in the portal',
      sees: 'what the user sees',
      text: 'the exact text shown, if any',
      test: 'the e2e test that proves it',
    },
  ],
]);

// ---------------------------------------------------------------------------------------------------
// Schema rendering (through zod 4's JSON Schema output)
// ---------------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

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
  const text = FIELD_NOTES.get(schema)?.[key];
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

const ACCESS_TEXT: Record<EndpointDef['access'], string> = {
  public: 'no token needed; one sent is ignored',
  optional: 'works without a token; a token that is sent must be valid (else 401)',
  user: 'needs a valid token (else 401)',
  teacher: "needs a valid teacher's token (401 without one, 403 for a student)",
};

const BODY_TEXT: Record<NonNullable<EndpointDef['bodyKind']>, string> = {
  json: 'JSON (`Content-Type: application/json`)',
  form: 'form fields, as `application/x-www-form-urlencoded` or `multipart/form-data` (no file); JSON is accepted too',
  file: `\`multipart/form-data\` with one image in the field \`file\` (at most ${limits.feedbackImageMaxBytes / 1024 / 1024} MB)`,
};

const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replaceAll(' ', '-');

const heading = (def: EndpointDef) => `${def.method} ${def.path}`;

function errorRow(e: ErrorRow): string[] {
  const { status, respCode } = respCodes[e.code];
  return [String(status), `${respCode} (${code(e.code)})`, code(e.msg), e.when];
}

/** The errors every endpoint of this shape answers: access rule, query and body validation, uploads. */
function genericErrors(def: EndpointDef): ErrorRow[] {
  const rows: ErrorRow[] = [];
  const unauthorized = serverMessages.unauthorized;
  if (def.access === 'user' || def.access === 'teacher') {
    rows.push({ code: 'unauthorized', msg: unauthorized, when: 'no token, or an unknown or expired one' });
  }
  if (def.access === 'optional') {
    rows.push({
      code: 'unauthorized',
      msg: unauthorized,
      when: 'a token is sent but it is unknown or expired',
    });
  }
  if (def.access === 'teacher') {
    rows.push({ code: 'forbidden', msg: serverMessages.teacherOnly, when: 'the caller is not a teacher' });
  }
  if (def.bodyKind === 'file') {
    rows.push(
      {
        code: 'tooLarge',
        msg: serverMessages.tooLarge,
        when: `the file is over ${limits.feedbackImageMaxBytes / 1024 / 1024} MB`,
      },
      {
        code: 'badRequest',
        msg: serverMessages.onlyOneImage,
        when: 'more than one file, or a file in a field other than `file`',
      },
    );
  }
  if (def.bodyKind === 'form') {
    rows.push({
      code: 'badRequest',
      msg: `${serverMessages.badRequest}：${serverMessages.noFileAccepted}`,
      when: 'the form carries a file',
    });
  }
  if (def.bodyKind === 'file' || def.bodyKind === 'form') {
    rows.push({
      code: 'badRequest',
      msg: `${serverMessages.badRequest}：${serverMessages.badMultipart}`,
      when: 'the multipart body cannot be parsed',
    });
  }
  if (def.query) {
    for (const name of jsonSchema(def.query).required ?? []) {
      rows.push({
        code: 'badRequest',
        msg: missingParameterMessage(name),
        when: `query parameter \`${name}\` is missing`,
      });
    }
    rows.push({
      code: 'badRequest',
      msg: `${serverMessages.badRequest}：{name} {reason}`,
      when: "a query parameter breaks its constraints (zod's reason, in English), or is given twice (`只能出现一次`)",
    });
  }
  if (def.body) {
    rows.push(
      {
        code: 'badRequest',
        msg: `${serverMessages.badRequest}：请求体缺失`,
        when:
          def.bodyKind === 'form' ? 'no body' : 'no body, or one sent with another Content-Type than JSON',
      },
      {
        code: 'badRequest',
        msg: `${serverMessages.badRequest}：{field} {reason}`,
        when: "a body field breaks its constraints (zod's reason, in English)",
      },
    );
  }
  return rows;
}

function renderEndpoint(name: EndpointName): string {
  const def: EndpointDef = endpoints[name];
  const notes: EndpointNotes = ENDPOINT_NOTES[name];
  const okCode = def.stringRespCode ? `'${RESP_OK}'` : String(RESP_OK);
  const lines: string[] = [
    `### ${heading(def)}`,
    '',
    `${code(name)}: ${def.summary}.`,
    '',
    `- **Access:** \`${def.access}\`, ${ACCESS_TEXT[def.access]}.`,
    `- **Body:** ${def.bodyKind ? BODY_TEXT[def.bodyKind] : def.body ? BODY_TEXT.json : 'none'}.`,
    `- **Success:** HTTP 200, respCode ${code(okCode)}${
      def.stringRespCode ? ' as a **string** (`stringRespCode`; error answers keep numeric codes)' : ''
    }, respMsg ${code(notes.ok ?? serverMessages.ok)}.`,
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
  const errors = [...genericErrors(def), ...notes.errors];
  lines.push('', '**Errors** (besides [those of every call](#errors-every-call-can-answer))', '');
  lines.push(
    errors.length ? table(['HTTP', 'respCode', 'respMsg', 'when'], errors.map(errorRow)) : 'None of its own.',
  );
  return lines.join('\n');
}

function endpointIndex(): string {
  return table(
    ['call', 'name', 'access', 'summary'],
    (Object.keys(endpoints) as EndpointName[]).map((name) => {
      const def: EndpointDef = endpoints[name];
      return [`[${code(heading(def))}](#${slug(heading(def))})`, code(name), def.access, def.summary];
    }),
  );
}

// ---------------------------------------------------------------------------------------------------
// The document
// ---------------------------------------------------------------------------------------------------

function chosenTable(): string {
  const rows: string[][] = [];
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const def: EndpointDef = endpoints[name];
    if (def.chosen)
      rows.push([`[${code(heading(def))}](#${slug(heading(def))}) (${code(name)})`, def.chosen]);
  }
  rows.push(
    ['Business error codes', `every code but ${RESP_OK}: see [Error codes](#error-codes)`],
    ['Business failures never use HTTP 401', '401 is kept for "session expired"'],
    ['No account matches (send-code, getMail, getphone)', code(missingParameterMessage('username'))],
    [
      'Time zone of times',
      `${code(timeFormats.default)} in China Standard Time (+08:00), no offset in the text`,
    ],
    ['Uploaded files', 'paths relative to the API base: `/uploads/NAME`'],
    ['Client id', code(CLIENT_ID)],
    ['Single-sign-on scope', `${code(SSO_SCOPE)} (the fake page also accepts \`ECNU-Basic\`)`],
    ['Single-sign-on code', 'random, valid 5 minutes, exchanged once'],
    ['CS101 course id (its own assistant)', code(String(CS101_COURSE_ID))],
    ['Code park course id (header link)', code(String(CODE_PARK_COURSE_ID))],
    ['Organisation `id`', 'added to organisations so that switching can name one'],
    ['Check-in items and records', 'every field (the spec names only the calls)'],
    ['Token lifetime', '24 h by default (`--token-ttl`); `expires_in` in the login answer'],
    [
      'Verification codes',
      `${limits.codeLength} digits, valid 5 minutes, used once, one per address per ${limits.codeCountdownSeconds} s`,
    ],
  );
  return table(['what', 'chosen'], rows);
}

function environmentTable(): string {
  return table(
    ['environment', 'API base', 'single-sign-on authorise page'],
    environmentNames.map((n) => [`\`${n}\``, code(environments[n].api), code(environments[n].ssoAuthorize)]),
  );
}

function codesTable(): string {
  return table(
    ['name', 'respCode', 'HTTP', 'meaning'],
    (Object.keys(respCodes) as RespCodeName[]).map((n) => [
      code(n),
      String(respCodes[n].respCode),
      String(respCodes[n].status),
      CODE_MEANINGS[n],
    ]),
  );
}

function globalErrorsTable(): string {
  const rows: ErrorRow[] = [
    {
      code: 'notFound',
      msg: `${serverMessages.notFound}：{METHOD} {path}`,
      when: 'no call has this method and path',
    },
    {
      code: 'badRequest',
      msg: serverMessages.badJson,
      when: 'a body sent as `application/json` to a call that takes a body does not parse',
    },
    {
      code: 'tooLarge',
      msg: serverMessages.bodyTooLarge,
      when: 'a JSON body over 1 MB, or a URL-encoded form over 100 kb (read after the token is checked)',
    },
    { code: 'internal', msg: serverMessages.internal, when: 'a bug in the fake API' },
  ];
  return table(['HTTP', 'respCode', 'respMsg', 'when'], rows.map(errorRow));
}

function body(): string {
  const names = Object.keys(endpoints) as EndpointName[];
  const example = JSON.stringify({ respCode: RESP_OK, respMsg: serverMessages.ok, data: { id: 1 } });
  const faultExample = JSON.stringify({
    method: 'GET',
    path: '/resource/message',
    status: 502,
    times: 1,
    label: 'gateway down',
  });
  return `# API reference

<!-- Generated by ${GENERATOR} from packages/contract. Do not edit: change the contract or the generator, then run \`${COMMAND}\`. -->

Every call the portal makes (spec section 7), as the contract in \`packages/contract\` defines it
and the fake API in \`apps/fake-api\` answers it. Generated by \`${GENERATOR}\`: after changing the
contract run \`${COMMAND}\`; \`packages/contract/test/api-doc.test.ts\` fails while this file is out
of date.

- [Base address](#base-address)
- [Envelope and the respCode rule](#envelope-and-the-respcode-rule)
- [Error codes](#error-codes)
- [Authentication](#authentication)
- [Formats](#formats)
- [Times](#times)
- [Uploaded files](#uploaded-files)
- [Calls](#calls)
- [Single sign-on authorise page](#single-sign-on-authorise-page)
- [Control plane: \`/__admin\`](#control-plane-__admin)
- [Paths and fields chosen here](#paths-and-fields-chosen-here)

## Base address

Paths below are relative to the API base of the environment. In \`local\` it is the fake API.

${environmentTable()}

Query parameters travel as text (\`?courseId=${CS101_COURSE_ID}\`); a parameter the tables call
\`integer\` is written in decimal digits. Unknown query parameters and body fields are ignored.

## Envelope and the respCode rule

Every answer of a call is JSON in one envelope, success or failure:

\`\`\`json
${example}
\`\`\`

- **respCode rule** (spec section 8): a missing respCode counts as \`${RESP_OK}\`; any respCode whose text
  starts with \`200\` is success, anything else is a business failure whose \`respMsg\` the portal shows.
- respCode is a number, except for the assistant Q&A (\`POST ${endpoints.assistantQa.path}\`), which sends
  \`'${RESP_OK}'\` as a string like the real backend; the portal compares it as text.
- A failure keeps the envelope with its own respCode, a Chinese \`respMsg\` and \`data: null\`, and the
  matching HTTP status (below).

## Error codes

The spec names only \`${RESP_OK}\`; the other codes are chosen here (\`respCodes\` in
\`packages/contract/src/codes.ts\`). The code is the HTTP status times 100, plus a detail digit.

${codesTable()}

**Business failures never use HTTP 401.** To the portal, 401 means "session expired": it opens the
re-login modal and logs the user out. So a wrong password is \`400 / 40001\`, a wrong code \`400 / 40002\`,
and only a missing, unknown or expired token answers 401.

### Errors every call can answer

${globalErrorsTable()}

Other refusals of the body parser (an unsupported charset, say) answer their own 4xx status with respCode
status x 100. A [fault rule](#faults) can make any call answer anything.

## Authentication

- Log in with \`POST ${endpoints.login.path}\` (or exchange a single-sign-on code with
  \`POST ${endpoints.ssoExchange.path}\`); send the \`access_token\` on later calls as
  \`Authorization: Bearer <access_token>\`. The portal keeps it in the \`${TOKEN_COOKIE}\` cookie.
- Tokens are random (24 bytes, base64url) and expire after the \`tokenTtlSeconds\` setting (24 h by
  default, \`--token-ttl\`). An unknown or expired token on a call that needs one answers \`401 / 40100\`.
  Tokens survive restarts (state file); \`POST /__admin/reset\` forgets them all.
- Passwords are stored as salted scrypt hashes, never in clear.
- **Verification codes** (register, reset): ${limits.codeLength} random digits, valid 5 minutes (setting
  \`codeTtlSeconds\`), at most one per phone or e-mail every ${limits.codeCountdownSeconds} s (setting
  \`codeResendSeconds\`; sooner answers \`429 / 42900\`). A code works once: registering or resetting uses
  it up; the legacy \`check_phone_code\` / \`check_mail_code\` only look at it. No SMS or mail leaves the
  fake API: every code goes to the outbox (\`GET /__admin/outbox\`) and the server log.

Each call has one access level:

${table(
  ['access', 'meaning'],
  (Object.keys(ACCESS_TEXT) as Array<EndpointDef['access']>).map((a) => [code(a), ACCESS_TEXT[a]]),
)}

The token is checked before the query and the body are validated and before a multipart body is read,
so a file upload without a token is refused without reading the file.

## Formats

The rules the handlers check beyond the field constraints (\`packages/contract/src/validation.ts\`):

${table(
  ['rule', 'definition'],
  [
    ['phone', `11 digits, starting with 1, second digit 3-9: ${code(`/${PHONE_PATTERN.source}/`)}`],
    ['mail', `at most ${limits.mailMaxLength} characters, ${code(`/${MAIL_PATTERN.source}/`)}`],
    ['code', `${limits.codeLength} digits: ${code(`/${CODE_PATTERN.source}/`)}`],
    [
      'password',
      `${limits.passwordMinLength}-${limits.passwordMaxLength} characters, no white space, no Chinese characters, not only digits, not only letters, not only symbols`,
    ],
    ['student number', `${code(`/${STUDENT_NUMBER_PATTERN.source}/`)} (single-sign-on page)`],
  ],
)}

## Times

Times in answers (\`createTime\`, \`startTime\`, \`endTime\`, \`checkTime\`) are text \`${timeFormats.default}\` in
China Standard Time (UTC+08:00) without an offset, like the real backend: \`2026-11-22 16:00:00\` is
08:00 UTC. Compare them as text or parse them as +08:00. The control plane uses ISO 8601 in UTC
(\`sentAt\`, \`createdAt\`, \`time\`, \`expiresAt\`).

## Uploaded files

\`POST ${endpoints.feedbackUpload.path}\` and \`POST ${endpoints.uploadAvatar.path}\` take one image
in the multipart field \`file\`, at most ${limits.feedbackImageMaxBytes / 1024 / 1024} MB, held in memory
while it is checked. Whether it is an image is decided by its first bytes (PNG, JPEG, GIF, WebP, BMP), never by the
declared type or name. The answer is a path **relative to the API base**, \`/uploads/<kind>-<hex>.<ext>\`:
put the API base in front of it by plain concatenation (\`https://www.shuishan.net.cn/api\` +
\`/uploads/...\`), not by URL resolution. \`GET /uploads/NAME\` answers the bytes with their image type
(404 envelope when unknown).

## Calls

${endpointIndex()}

${names.map(renderEndpoint).join('\n\n')}

## Single sign-on authorise page

In the \`local\` environment the fake API stands in for the partner university's single sign-on
(\`ssoAuthorize\` above). The portal sends the browser to:

\`\`\`text
GET /oauth2/authorize?response_type=code&client_id=${CLIENT_ID}&redirect_uri=URL&scope=${SSO_SCOPE}&state=12345678
\`\`\`

${table(
  ['parameter', 'accepted'],
  [
    ['`response_type`', '`code`'],
    ['`client_id`', `${code(CLIENT_ID)} (\`CLIENT_ID\` in environments.ts)`],
    [
      '`redirect_uri`',
      'an `http:` or `https:` address on a loopback host (`127.0.0.1`, `localhost`, `[::1]`, `*.localhost`) or on an origin given with `--origin` / `SHUI_ORIGINS`',
    ],
    ['`scope`', `${code(SSO_SCOPE)} or \`ECNU-Basic\``],
    ['`state`', 'not empty, at most 64 characters (the portal sends 8 random digits)'],
  ],
)}

- **Refusals:** a parameter that is not accepted gets an HTML page "无法完成授权" with HTTP 400 and the
  reason (\`response_type 必须为 code\`, \`未知的客户端 client_id：...\`, \`不支持的授权范围 scope：...\`,
  \`缺少 state 参数\`, \`回调地址 redirect_uri 无效\`, \`回调地址未登记：ORIGIN\`). It never redirects to an
  address it did not accept.
- **Sign-in:** the page asks for a student number and password and posts them, with the parameters
  above as hidden fields, to \`POST /oauth2/authorize\` (URL-encoded form). A wrong student number or
  password shows the page again with HTTP 401 and \`学号或密码错误\` (a browser page, not an API call, so
  the portal's 401 rule does not apply). The seed account is \`10215501001\` / \`10215501001\`.
- **Success:** HTTP 302 to \`redirect_uri?code=CODE&state=STATE\` (state echoed unchanged). The code is
  random, valid 5 minutes and works once: \`POST ${endpoints.ssoExchange.path}?code=CODE\` answers a token,
  a second exchange \`400 / 40003\`.
- **Cancel:** the page's cancel link goes to \`redirect_uri?error=access_denied&state=STATE\`.

## Control plane: \`/__admin\`

For tests, scripts and people, never for the portal. Answers are plain JSON (not the envelope); errors
are \`{ "error": "message" }\` with a 4xx status (\`400\` invalid input, \`404\` unknown id, user or route).
Requests to it are neither journalled nor subject to faults.

${table(
  ['call', 'body / query', 'answer'],
  [
    ['`GET /__admin/health`', '', '`{ status: "ok", uptimeMs, state, users, faults }`'],
    [
      '`POST /__admin/reset`',
      '',
      'back to the seed; also clears faults and the journal and forgets every token. `{ status: "ok", users }`',
    ],
    [
      '`GET /__admin/faults`',
      '',
      'the rules, with `id`, `createdAt`, `remaining` (null = until removed), `hits`',
    ],
    ['`POST /__admin/faults`', 'a fault rule', '201 `{ id, fault }`'],
    ['`DELETE /__admin/faults`', '', 'removes all: `{ removed: N }`'],
    ['`DELETE /__admin/faults/:id`', '', '`{ removed: 1 }`; 404 when unknown'],
    ['`GET /__admin/outbox`', '`?to=` phone or e-mail', 'codes sent, newest last (the last 500)'],
    [
      '`GET /__admin/journal`',
      '`?path=` prefix, `?limit=` last N',
      'portal requests, oldest first (the last 1,000)',
    ],
    ['`DELETE /__admin/journal`', '', '`{ status: "ok" }`'],
    ['`GET /__admin/state`', '', 'the whole state (export)'],
    [
      '`PUT /__admin/state`',
      'a whole state (up to 200 MB)',
      'replaces the state after checking it against the contract: `{ status: "ok", users }`',
    ],
    ['`GET /__admin/settings`', '', 'the settings'],
    ['`PATCH /__admin/settings`', 'some settings', 'the settings after the change; unknown keys are refused'],
    [
      '`POST /__admin/tokens`',
      '`{ username, ttlSeconds? }`',
      '201 `{ access_token, expiresAt, userId }`; 404 for no such user',
    ],
    [
      '`GET /__admin/users`',
      '`?search=` text, `?limit=` (100), `?offset=` (0)',
      '`{ total, users }`, oldest first, without password hashes',
    ],
    [
      '`POST /__admin/users`',
      'a user (below)',
      '201 the user; 409 when its username, phone, mail or student number is taken; 404 for an unknown organisation',
    ],
    [
      '`POST /__admin/notifications`',
      '`{ username, message, courseId?, status? }`',
      '201 the notification with `userId`; 404 for no such user',
    ],
    ['`GET /__admin/organisations`', '', 'every organisation: `[{ id, companyName, memberCount }]`'],
    [
      '`POST /__admin/organisations`',
      '`{ companyName }`',
      '201 `{ id, companyName }`; 409 when the name exists',
    ],
    [
      '`POST /__admin/organisations/assign`',
      '`{ username, organisation, current? }`',
      'the user, now a member (and, with `current` or when it had none, in that organisation); 404 for an unknown user or organisation',
    ],
    [
      '`POST /__admin/seed`',
      '`{ organisations?, users?, notifications? }` (up to 200 MB)',
      '201 `{ added, totals }`; all or nothing (409 / 404 and nothing added)',
    ],
    ['`GET /__admin/scenarios`', '', 'the scenarios applied and not cleared'],
    [
      '`POST /__admin/scenarios`',
      '`{ scenario, times? }`',
      '201 the applied scenario: its fault ids and the settings it replaced',
    ],
    [
      '`DELETE /__admin/scenarios`',
      '',
      'clears all: their faults go, their settings come back. `{ cleared: [names] }`',
    ],
    ['`DELETE /__admin/scenarios/:name`', '', '`{ cleared: [name] }`; 404 when not applied'],
  ],
)}

### Faults

A fault rule makes matching requests misbehave. It matches the method (any when omitted), the exact
path and every listed query parameter; the first matching rule, in the order added, answers. Example:

\`\`\`json
${faultExample}
\`\`\`

The fields of a rule (unknown fields are refused):

${renderSchema(faultInputSchema, false)}

How a matching rule answers, in this order:

1. \`delayMs\`: wait that long first.
2. \`drop\`: close the connection with no answer.
3. \`malformed\`: a JSON body cut off in the middle, with \`status\` (default 200).
4. \`respCode\` and/or \`respMsg\`: the envelope \`{ respCode, respMsg, data: null }\` with HTTP 200 unless a
   \`status\` is given; respCode defaults to status x 100 for a 4xx/5xx status, else 50000.
5. \`status\` alone: that status with its plain-text reason (\`Bad Gateway\`), no envelope, as a gateway
   answers.
6. Only a delay: the real handler answers after it.

Each use counts down \`times\`; the rule is removed when it reaches 0. Without \`times\` it stays until
removed. The journal names the rule (\`label\`, else \`id\`) that answered.

### Outbox

\`GET /__admin/outbox\` answers the codes sent, newest last, each:

${renderSchema(outboxEntrySchema, false)}

### Journal

\`GET /__admin/journal\` answers the last portal requests (not the control plane's), oldest first, each:

${renderSchema(journalEntrySchema, false)}

### Settings

\`GET /__admin/settings\` answers them all; \`PATCH /__admin/settings\` takes any of them and answers
them all. They are part of the state, so they survive restarts and \`POST /__admin/reset\` restores the
seed's.

${renderSchema(settingsSchema, false)}

### Tokens

\`POST /__admin/tokens\` mints a token for a user without a password, for scripts and end-to-end tests.
Its body:

${renderSchema(tokenInputSchema, false)}

### Users, notifications and organisations

For \`shui users\`, \`shui notify\` and \`shui orgs\`. A user to add (\`POST /__admin/users\`, and each user of
\`POST /__admin/seed\`); unknown fields are refused, the password defaults to the username:

${renderSchema(adminUserInputSchema, false)}

\`organisation\` (assign) and each of \`organisations\` (a user) is an organisation id or its exact name.

### Bulk seed

\`POST /__admin/seed\` adds organisations (names), users and notifications in one step, for \`shui seed\`.
Users may name the batch's organisations and notifications the batch's users (by username). Every
conflict is found before anything changes, so a refused batch adds nothing. Users who share a password
share one hash (computed once), which keeps 10,000 users fast. Each notification:

${renderSchema(seedNotificationSchema, false)}

### Scenarios

A scenario (\`fixtures/scenarios/<name>.json\`, applied with \`shui scenario apply <name>\`) is a named
set of fault rules and settings for one row of the error catalogue; see
[error-catalogue.md](error-catalogue.md). \`POST /__admin/scenarios\` adds its rules, labelled
\`scenario:<name>\` (\`times\` in the body overrides each rule's own), and applies its settings,
remembering the values they replace; clearing it removes the rules still there and puts those values
back. Applying a scenario that is active replaces it; \`POST /__admin/reset\` forgets them all. The body's
\`scenario\`:

${renderSchema(scenarioSchema, false)}

### Health

\`GET /__admin/health\` answers:

${renderSchema(healthSchema, false)}

## Paths and fields chosen here

Where the spec leaves a call or a value open, this contract chose, and keeps, the following:

${chosenTable()}
`;
}

/** docs/api.md as the generator writes it (formatted with the repository's Prettier settings). */
export async function renderApiDoc(): Promise<string> {
  usedNotes.clear();
  const markdown = body();
  const unused = [...FIELD_NOTES].flatMap(([schema, notes]) =>
    Object.keys(notes).filter((key) => !usedNotes.get(schema)?.has(key)),
  );
  if (unused.length) {
    throw new Error(`${GENERATOR}: FIELD_NOTES for fields that are not rendered: ${unused.join(', ')}`);
  }
  const options = (await resolveConfig(API_DOC_PATH)) ?? {};
  return format(markdown, { ...options, proseWrap: 'always', filepath: API_DOC_PATH });
}

async function main() {
  const text = await renderApiDoc();
  const where = relative(process.cwd(), API_DOC_PATH) || API_DOC_PATH;
  if (process.argv.includes('--check')) {
    const current = existsSync(API_DOC_PATH) ? readFileSync(API_DOC_PATH, 'utf8') : '';
    if (current !== text) {
      console.error(`${where} is out of date: run ${COMMAND}`);
      process.exit(1);
    }
    console.log(`${where} is up to date`);
    return;
  }
  writeFileSync(API_DOC_PATH, text);
  console.log(`wrote ${where} (${Object.keys(endpoints).length} calls)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
