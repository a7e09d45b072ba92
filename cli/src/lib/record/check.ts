import {
  envelopeSchema,
  isSuccessCode,
  respCodeSchema,
  respCodes,
  RESP_OK,
  type EndpointDef,
  type RespCodeName,
} from '@shui/contract';
import type { RecordedBody } from '@shui/contract/recording';

const codeNames = new Map<number, RespCodeName>(
  Object.entries(respCodes).map(([name, { respCode }]) => [respCode, name as RespCodeName]),
);

const envelopes = new WeakMap<EndpointDef, ReturnType<typeof envelopeSchema>>();

/** The envelope schema of an endpoint's success answer (made once per endpoint). */
export function envelopeOf(def: EndpointDef): ReturnType<typeof envelopeSchema> {
  let schema = envelopes.get(def);
  if (!schema) envelopes.set(def, (schema = envelopeSchema(def.data)));
  return schema;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** At most this many of a data schema's issues are named per answer. */
const MAX_ISSUES = 3;

/**
 * What is wrong with an answer by the contract, as it is captured: not the envelope, a respCode the
 * contract does not know, one this call does not declare, or success data that does not match the
 * call's schema. Empty when it is fine. The texts name fields and codes, never values.
 */
export function checkAnswer(def: EndpointDef, status: number, body: RecordedBody): string[] {
  if (body === null || !('json' in body)) return [`HTTP ${status} with an answer that is not JSON`];
  const json = body.json;
  if (!isRecord(json) || !('data' in json || 'respCode' in json)) {
    return [`HTTP ${status} with JSON that is not the envelope { respCode, respMsg, data }`];
  }
  const code = respCodeSchema.safeParse(json.respCode ?? RESP_OK);
  if (!code.success) return [`respCode ${JSON.stringify(json.respCode)} is neither a number nor digits`];
  if (isSuccessCode(code.data)) {
    const parsed = envelopeOf(def).safeParse(json);
    if (parsed.success) return [];
    const issues = parsed.error.issues.map((issue) => {
      const path = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
      return `${path.replace(/^\./, '') || 'the envelope'}: ${issue.message}`;
    });
    const more = issues.length > MAX_ISSUES ? [`… and ${issues.length - MAX_ISSUES} more`] : [];
    return [...issues.slice(0, MAX_ISSUES), ...more];
  }
  const name = codeNames.get(Number(code.data));
  if (!name) return [`respCode ${code.data} is not in the contract (packages/contract/src/core/codes.ts)`];
  if (!(def.errors as readonly string[]).includes(name)) {
    return [`respCode ${code.data} (${name}) is not among the errors ${def.method} ${def.path} declares`];
  }
  return [];
}
