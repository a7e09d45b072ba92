import { z } from 'zod';
import * as adminSchemas from '../admin/schemas';
import * as adminAccountSchemas from '../admin/accounts';
import * as adminScenarioSchemas from '../admin/scenarios';
import * as adminEventSchemas from '../admin/events';
import * as assistantSchemas from '../assistant/schemas';
import * as campusSchemas from '../campus/schemas';
import * as centerSchemas from '../center/schemas';
import * as channelSchemas from '../channel/schemas';
import * as checkinSchemas from '../check-in/schemas';
import * as codeParkSchemas from '../code-park/schemas';
import * as codeParkStateSchemas from '../code-park/state';
import * as competitionSchemas from '../competition/schemas';
import * as courseSchemas from '../course/schemas';
import * as courseCatalogueSchemas from '../course/catalogue';
import * as courseCentreSchemas from '../course/centre';
import * as courseLearningSchemas from '../course/learning';
import * as courseQuestionSchemas from '../course/questions';
import * as courseAdminSchemas from '../course/admin';
import * as courseStateSchemas from '../course/state';
import * as envelopeSchemas from '../core/envelope';
import * as environmentSchemas from '../core/environments';
import * as runtimeConfigSchemas from '../core/runtime-config';
import * as feedbackSchemas from '../feedback/schemas';
import * as notificationSchemas from '../notifications/schemas';
import * as openApiDocumentSchemas from './openapi-document';
import * as organisationSchemas from '../organisations/schemas';
import * as questionSchemas from '../practice/schemas';
import * as questionBankSchemas from '../practice/bank';
import * as questionSubmissionSchemas from '../practice/submissions';
import * as registerSchemas from '../register/schemas';
import * as resetSchemas from '../reset-password/schemas';
import * as stateSchemas from '../state';
import * as teacherSchemas from '../teacher/schemas';
import * as userSchemas from '../auth/schemas';
import * as workshopSchemas from '../workshop/schemas';

/**
 * The OpenAPI document's names (openapi.ts): the component name of each schema the contract exports,
 * and the helpers that adjust zod's JSON Schema output and find and rewrite references in it.
 */

export type Json = Record<string, unknown>;
export type Io = 'input' | 'output';

export const COMPONENTS = '#/components/schemas/';
export const DEFS = '#/$defs/';

// ---------------------------------------------------------------------------------------------------
// Named schemas: every exported `fooBarSchema` of the contract is the component `FooBar`
// ---------------------------------------------------------------------------------------------------

/** The contract's modules that export schemas (a test checks none of the index's is missing). */
const schemaModules: ReadonlyArray<Record<string, unknown>> = [
  adminSchemas,
  adminAccountSchemas,
  adminScenarioSchemas,
  adminEventSchemas,
  assistantSchemas,
  campusSchemas,
  centerSchemas,
  channelSchemas,
  checkinSchemas,
  codeParkSchemas,
  codeParkStateSchemas,
  competitionSchemas,
  courseSchemas,
  courseAdminSchemas,
  courseCatalogueSchemas,
  courseCentreSchemas,
  courseLearningSchemas,
  courseQuestionSchemas,
  courseStateSchemas,
  envelopeSchemas,
  environmentSchemas,
  feedbackSchemas,
  notificationSchemas,
  openApiDocumentSchemas,
  organisationSchemas,
  questionSchemas,
  questionBankSchemas,
  questionSubmissionSchemas,
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
export function override(io: Io) {
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
export function fieldSchema(
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
export function rewriteRefs(json: unknown, map: (ref: string) => string): void {
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

export function refsIn(json: unknown, found = new Set<string>()): Set<string> {
  rewriteRefs(json, (ref) => (found.add(ref), ref));
  return found;
}
