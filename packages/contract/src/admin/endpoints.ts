import { z } from 'zod';
import {
  activeScenarioSchema,
  adminAssignInputSchema,
  adminNotificationInputSchema,
  adminOrganisationInputSchema,
  adminOrganisationListSchema,
  adminUserInputSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  bulkSeedInputSchema,
  bulkSeedResultSchema,
  faultInputSchema,
  faultSchema,
  healthSchema,
  journalDetailSchema,
  journalEntrySchema,
  outboxEntrySchema,
  scenarioApplyInputSchema,
  scenarioSchema,
  settingsPatchSchema,
  settingsSchema,
  tokenInputSchema,
  tokenResultSchema,
} from './schemas';
import { adminEventSchema } from './events';
import type { RespCodeName } from '../core/codes';
import {
  adminCourseBulkInputSchema,
  adminCourseBulkResultSchema,
  adminCourseInputSchema,
  adminCourseListSchema,
  adminCourseQuerySchema,
  adminCourseSchema,
} from '../course/admin';
import { openApiDocumentSchema } from '../docs/openapi-document';
import { organisationSchema } from '../organisations/schemas';
import { adminQuestionBulkInputSchema, adminQuestionBulkResultSchema } from '../practice/bank';
import { fakeStateSchema, storedNotificationSchema } from '../state';

/** Where the control plane lives; never called by the portal. */
export const ADMIN_BASE = '/__admin';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route of the control plane. Its answers are plain JSON, not the backend's envelope; a failure is
 * `{ "error": "message" }` with the HTTP status of one of `errors` (or of `adminCommonErrors`).
 */
export interface AdminEndpointDef {
  method: AdminMethod;
  /** The whole path, `:name` for a path parameter (always text). */
  path: `${typeof ADMIN_BASE}/${string}`;
  /** One line for docs/api.md. */
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What a 400 calls the query or body: `invalid <input>: <field>: <reason>` (default query / body). */
  input?: string;
  /** HTTP status of a success; 200 when not given. */
  status?: 201;
  /**
   * The success is a stream, not one JSON answer: `text/event-stream` is Server-Sent Events, and
   * `response` is then the schema of one event (`{ event, data }`, see admin-events.ts).
   */
  stream?: 'text/event-stream';
  response: z.ZodType;
  /** The route's own failures by respCode name, each answered with that name's HTTP status. */
  errors: readonly RespCodeName[];
}

/**
 * What every route can answer besides its own errors: the control plane reads any JSON body (up to
 * 200 MB) before routing, so malformed JSON is a 400, a bigger body a 413, and a charset it cannot read
 * or a write whose body is not JSON a 415; a request from another page (an `Origin` header that is not
 * the fake API's own) is a 403 (docs/decisions.md 32).
 */
export const adminCommonErrors = [
  'badRequest',
  'forbidden',
  'tooLarge',
  'unsupportedMedia',
] as const satisfies readonly RespCodeName[];

/** `{ status: "ok", users }`: the state was replaced (reset, import). */
export const stateReplacedSchema = z.object({ status: z.literal('ok'), users: z.number().int() });
export const faultAddedSchema = z.object({ id: z.string(), fault: faultSchema });
export const faultsRemovedSchema = z.object({ removed: z.number().int() });
export const scenariosClearedSchema = z.object({ cleared: z.array(z.string()) });

/** A text query parameter; given twice (or as `a[b]=`) it counts as absent. */
const text = z.string().optional().catch(undefined);

const admin = <const E extends AdminEndpointDef>(def: E): E => def;

/**
 * Every route of `/__admin`, one entry each. The fake API serves exactly these (routes/admin.ts), the
 * CLI and the e2e tests call them through `adminCall`, and docs/api.md lists them.
 */
export const adminEndpoints = {
  health: admin({
    method: 'GET',
    path: '/__admin/health',
    summary: 'is it up, since when, which state, how much data, which faults and scenarios',
    response: healthSchema,
    errors: [],
  }),
  openapi: admin({
    method: 'GET',
    path: '/__admin/openapi.json',
    summary:
      'this API as an OpenAPI 3.1 document (docs/openapi.json, with this fake API as its server): the portal calls, the control plane, the pages',
    response: openApiDocumentSchema,
    errors: [],
  }),
  reset: admin({
    method: 'POST',
    path: '/__admin/reset',
    summary: 'back to the seed; also clears faults, scenarios and the journal and forgets every token',
    response: stateReplacedSchema,
    errors: [],
  }),
  faults: admin({
    method: 'GET',
    path: '/__admin/faults',
    summary:
      'the fault rules in force, in the order they match, with `remaining` (null = until removed) and `hits`',
    response: z.array(faultSchema),
    errors: [],
  }),
  addFault: admin({
    method: 'POST',
    path: '/__admin/faults',
    summary: 'adds a [fault rule](#faults)',
    body: faultInputSchema,
    input: 'fault',
    status: 201,
    response: faultAddedSchema,
    errors: ['badRequest'],
  }),
  clearFaults: admin({
    method: 'DELETE',
    path: '/__admin/faults',
    summary: 'removes every rule',
    response: faultsRemovedSchema,
    errors: [],
  }),
  removeFault: admin({
    method: 'DELETE',
    path: '/__admin/faults/:id',
    summary: 'removes one rule; 404 when no rule has this id',
    response: faultsRemovedSchema,
    errors: ['notFound'],
  }),
  outbox: admin({
    method: 'GET',
    path: '/__admin/outbox',
    summary: 'the codes sent (to one phone or e-mail with `to`), newest last: the last 500',
    query: z.object({ to: text }),
    response: z.array(outboxEntrySchema),
    errors: [],
  }),
  journal: admin({
    method: 'GET',
    path: '/__admin/journal',
    summary: 'portal requests (paths starting with `path`; the last `limit`), oldest first: the last 1,000',
    query: z.object({ path: text, limit: z.coerce.number().int().positive().optional() }),
    input: 'limit',
    response: z.array(journalEntrySchema),
    errors: ['badRequest'],
  }),
  journalEntry: admin({
    method: 'GET',
    path: '/__admin/journal/:id',
    summary:
      'one journal entry with its request and response bodies (each cut at 64 KB); 404 once it has left the journal',
    response: journalDetailSchema,
    errors: ['notFound'],
  }),
  clearJournal: admin({
    method: 'DELETE',
    path: '/__admin/journal',
    summary: 'empties the journal',
    response: z.object({ status: z.literal('ok') }),
    errors: [],
  }),
  exportState: admin({
    method: 'GET',
    path: '/__admin/state',
    summary: 'the whole state (export)',
    response: fakeStateSchema,
    errors: [],
  }),
  importState: admin({
    method: 'PUT',
    path: '/__admin/state',
    summary: 'replaces the whole state (up to 200 MB) once it parses against the contract',
    body: fakeStateSchema,
    input: 'state',
    response: stateReplacedSchema,
    errors: ['badRequest'],
  }),
  settings: admin({
    method: 'GET',
    path: '/__admin/settings',
    summary: 'the [settings](#settings)',
    response: settingsSchema,
    errors: [],
  }),
  updateSettings: admin({
    method: 'PATCH',
    path: '/__admin/settings',
    summary: 'changes some settings (unknown keys are refused) and answers them all',
    body: settingsPatchSchema,
    input: 'settings',
    response: settingsSchema,
    errors: ['badRequest'],
  }),
  mintToken: admin({
    method: 'POST',
    path: '/__admin/tokens',
    summary: 'a token for a user without a password, for scripts and e2e; 404 for no such user',
    body: tokenInputSchema,
    input: 'token request',
    status: 201,
    response: tokenResultSchema,
    errors: ['badRequest', 'notFound'],
  }),
  users: admin({
    method: 'GET',
    path: '/__admin/users',
    summary:
      'users whose username, name, phone, mail or student number contains `search`, oldest first, without password hashes',
    query: adminUserQuerySchema,
    response: adminUserListSchema,
    errors: ['badRequest'],
  }),
  addUser: admin({
    method: 'POST',
    path: '/__admin/users',
    summary:
      'adds a [user](#users-notifications-and-organisations); 409 when its username, phone, mail or student number is taken, 404 for an unknown organisation',
    body: adminUserInputSchema,
    input: 'user',
    status: 201,
    response: adminUserSchema,
    errors: ['badRequest', 'conflict', 'notFound'],
  }),
  addNotification: admin({
    method: 'POST',
    path: '/__admin/notifications',
    summary: 'one notification for a user (unread unless `status` is 1); 404 for no such user',
    body: adminNotificationInputSchema,
    input: 'notification',
    status: 201,
    response: storedNotificationSchema,
    errors: ['badRequest', 'notFound'],
  }),
  organisations: admin({
    method: 'GET',
    path: '/__admin/organisations',
    summary: 'every organisation with its member count',
    response: adminOrganisationListSchema,
    errors: [],
  }),
  addOrganisation: admin({
    method: 'POST',
    path: '/__admin/organisations',
    summary: 'adds an organisation; 409 when the name exists',
    body: adminOrganisationInputSchema,
    input: 'organisation',
    status: 201,
    response: organisationSchema,
    errors: ['badRequest', 'conflict'],
  }),
  assignOrganisation: admin({
    method: 'POST',
    path: '/__admin/organisations/assign',
    summary:
      'makes a user a member (and, with `current` or when it had none, puts it in that organisation); 404 for an unknown user or organisation',
    body: adminAssignInputSchema,
    input: 'assignment',
    response: adminUserSchema,
    errors: ['badRequest', 'notFound'],
  }),
  seed: admin({
    method: 'POST',
    path: '/__admin/seed',
    summary:
      '[bulk seed](#bulk-seed): organisations, users and notifications at once (up to 200 MB), all or nothing (409 / 404 and nothing added)',
    body: bulkSeedInputSchema,
    input: 'seed',
    status: 201,
    response: bulkSeedResultSchema,
    errors: ['badRequest', 'conflict', 'notFound'],
  }),
  courses: admin({
    method: 'GET',
    path: '/__admin/courses',
    summary:
      'courses whose name contains `keyword` (any case), of `tag` when given, newest first, with teacher and member counts',
    query: adminCourseQuerySchema,
    response: adminCourseListSchema,
    errors: ['badRequest'],
  }),
  addCourse: admin({
    method: 'POST',
    path: '/__admin/courses',
    summary:
      'adds a course to the catalogue (tag 1-4, default 1) taught by a teacher account; 404 for no such user, 400 when it is not a teacher',
    body: adminCourseInputSchema,
    input: 'course',
    status: 201,
    response: adminCourseSchema,
    errors: ['badRequest', 'notFound'],
  }),
  seedCourses: admin({
    method: 'POST',
    path: '/__admin/courses/bulk',
    summary:
      'adds up to 100,000 courses at once, all or nothing (404 / 400 for a teacher, and nothing added)',
    body: adminCourseBulkInputSchema,
    input: 'courses',
    status: 201,
    response: adminCourseBulkResultSchema,
    errors: ['badRequest', 'notFound'],
  }),
  seedQuestions: admin({
    method: 'POST',
    path: '/__admin/questions/bulk',
    summary:
      'adds up to 500 questions to existing sets of the question bank, with the next free ids, all or nothing (400 for an unknown set or a bad question, and nothing added)',
    body: adminQuestionBulkInputSchema,
    input: 'questions',
    status: 201,
    response: adminQuestionBulkResultSchema,
    errors: ['badRequest'],
  }),
  scenarios: admin({
    method: 'GET',
    path: '/__admin/scenarios',
    summary: 'the scenarios applied and not cleared',
    response: z.array(activeScenarioSchema),
    errors: [],
  }),
  applyScenario: admin({
    method: 'POST',
    path: '/__admin/scenarios',
    summary:
      'applies a [scenario](#scenarios) (replacing one of that name): its fault ids and the settings it replaced',
    body: scenarioApplyInputSchema,
    input: 'scenario',
    status: 201,
    response: activeScenarioSchema,
    errors: ['badRequest'],
  }),
  scenarioCatalogue: admin({
    method: 'GET',
    path: '/__admin/scenarios/catalogue',
    summary:
      'the scenario files the fake API can read (`fixtures/scenarios`, or `SHUI_SCENARIOS`), by name; what `shui scenario list` shows',
    response: z.array(scenarioSchema),
    errors: [],
  }),
  clearScenarios: admin({
    method: 'DELETE',
    path: '/__admin/scenarios',
    summary: 'clears every scenario: their faults go, their settings come back',
    response: scenariosClearedSchema,
    errors: [],
  }),
  clearScenario: admin({
    method: 'DELETE',
    path: '/__admin/scenarios/:name',
    summary: 'clears one scenario; 404 when it is not applied',
    response: scenariosClearedSchema,
    errors: ['notFound'],
  }),
  events: admin({
    method: 'GET',
    path: '/__admin/events',
    summary:
      '[live events](#live-events) (Server-Sent Events): `hello` with the health, then `journal`, `outbox` and `changed`; what the control panel listens to',
    stream: 'text/event-stream',
    response: adminEventSchema,
    errors: [],
  }),
} as const satisfies Record<string, AdminEndpointDef>;

export type AdminName = keyof typeof adminEndpoints;
/** The routes that answer one JSON value (every route but the event stream). */
export type AdminJsonName = {
  [N in AdminName]: (typeof adminEndpoints)[N] extends { stream: string } ? never : N;
}[AdminName];
type AdminDef<N extends AdminName> = (typeof adminEndpoints)[N];

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type AdminParams<N extends AdminName> = { [K in ParamNames<AdminDef<N>['path']>]: string };

type Part<D, K extends 'query' | 'body', T> = D extends Record<K, z.ZodType> ? T : undefined;
/** The parsed query of a route, if it takes one. */
export type AdminQuery<N extends AdminName> = Part<AdminDef<N>, 'query', z.output<AdminQuerySchema<N>>>;
/** The parsed body of a route, if it takes one. */
export type AdminBody<N extends AdminName> = Part<AdminDef<N>, 'body', z.output<AdminBodySchema<N>>>;
type AdminQuerySchema<N extends AdminName> =
  AdminDef<N> extends { query: infer S extends z.ZodType } ? S : never;
type AdminBodySchema<N extends AdminName> =
  AdminDef<N> extends { body: infer S extends z.ZodType } ? S : never;

/** What a caller sends: path parameters, query and body, each only where the route has them. */
export type AdminInput<N extends AdminName> = ([ParamNames<AdminDef<N>['path']>] extends [never]
  ? object
  : { params: AdminParams<N> }) &
  (AdminDef<N> extends { query: z.ZodType } ? { query?: z.input<AdminQuerySchema<N>> } : object) &
  (AdminDef<N> extends { body: z.ZodType } ? { body: z.input<AdminBodySchema<N>> } : object);

/** The parsed answer of a route. */
export type AdminResult<N extends AdminName> = z.output<AdminDef<N>['response']>;

/** The path of a route with its parameters filled in (each URI-encoded). */
export function adminPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
