import { isSuccessCode, respCodes, type EndpointDef, type RespCodeName } from '@shui/contract';
import type { Answer, Request, Sent, ServerClient } from './client';
import type { FindingKind, Issue } from './types';
import { severityOf, walkData, type Walked } from './walk';

/**
 * One call on one server, checked in layers: did it answer (a 5xx or no answer is asked again once: a
 * failure that goes away is its own finding), its HTTP status, the respCode envelope, then `data`
 * against the contract. An error the call declares (a teacher call refused to a student) is no drift:
 * the call is skipped, with the reason.
 */
export type Checked =
  | { state: 'skipped'; reason: string }
  | { state: 'checked'; issues: Issue[]; walked?: Walked; data?: unknown };

const issue = (kind: FindingKind, expected: string, actual: string, field?: string): Issue => ({
  kind,
  severity: severityOf(kind),
  ...(field === undefined ? {} : { field }),
  expected,
  actual,
  count: 1,
});

const codeNames = new Map<number, RespCodeName>(
  (Object.keys(respCodes) as RespCodeName[]).map((name) => [respCodes[name].respCode, name]),
);

/** A respCode as sent, for the report. */
const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);

const failed = (sent: Sent) => !sent.answered || sent.answer.status >= 500;
const told = (sent: Sent) => (sent.answered ? `HTTP ${sent.answer.status}` : `no answer (${sent.reason})`);

/** Sends a request, and once more when the first try fails (5xx, no answer): first and last try. */
export async function sendWithRetry(
  client: ServerClient,
  request: Request,
): Promise<{ first: Sent; last: Sent }> {
  const first = await client.send(request);
  if (!failed(first)) return { first, last: first };
  return { first, last: await client.send(request) };
}

interface Envelope {
  respCode?: unknown;
  respMsg?: unknown;
  data?: unknown;
}

const isEnvelope = (json: unknown): json is Envelope =>
  typeof json === 'object' && json !== null && !Array.isArray(json) && ('data' in json || 'respCode' in json);

/** The layers after the call answered. */
function checkAnswer(def: EndpointDef, answer: Answer, issues: Issue[]): Checked {
  const { status, json } = answer;
  if (status === 404) {
    issues.push(issue('removed', 'HTTP 200', 'HTTP 404'));
    return { state: 'checked', issues };
  }
  if (!isEnvelope(json)) {
    const what = json === undefined ? `${answer.type}, not JSON` : 'JSON without respCode or data';
    issues.push(
      issue(
        status === 200 ? 'not-envelope' : 'http-status',
        'HTTP 200 and { respCode, respMsg, data }',
        `HTTP ${status}, ${what}`,
      ),
    );
    return { state: 'checked', issues };
  }
  const rawCode = json.respCode ?? 20000;
  const code = typeof rawCode === 'number' || typeof rawCode === 'string' ? Number(rawCode) : Number.NaN;
  const name = codeNames.get(code);
  const success = isSuccessCode(typeof rawCode === 'number' || typeof rawCode === 'string' ? rawCode : 'x');
  if (name === undefined) {
    const unknown = issue(
      'unknown-respcode',
      'a respCode of the contract (packages/contract/src/core/codes.ts)',
      shown(rawCode),
    );
    if (!success) {
      issues.push(unknown);
      return { state: 'checked', issues };
    }
    issues.push({ ...unknown, severity: 'additive' });
  } else if (!success) {
    const message = typeof json.respMsg === 'string' ? `: ${json.respMsg}` : '';
    const declared = def.errors.includes(name);
    if (declared && (status === respCodes[name].status || status === 200)) {
      return { state: 'skipped', reason: `answered ${name} (HTTP ${status}, respCode ${code}${message})` };
    }
    const allowed = ['HTTP 200', ...def.errors.map((e) => `${e} (${respCodes[e].status})`)].join(', ');
    issues.push(issue('http-status', `one of ${allowed}`, `HTTP ${status}, respCode ${code} (${name})`));
    return { state: 'checked', issues };
  }
  if (status !== 200) {
    issues.push(issue('http-status', 'HTTP 200', `HTTP ${status} with a success respCode`));
    return { state: 'checked', issues };
  }
  const walked = walkData(def.data, json.data);
  issues.push(...walked.issues);
  return { state: 'checked', issues, walked, data: json.data };
}

/** A call of the contract on one server, checked. */
export async function checkCall(client: ServerClient, request: Request): Promise<Checked> {
  const { first, last } = await sendWithRetry(client, request);
  const issues: Issue[] = [];
  if (failed(first) && !failed(last)) {
    issues.push(
      issue('intermittent', 'an answer every time', `${told(first)}, then ${told(last)} on a second try`),
    );
  }
  if (!last.answered) {
    issues.push(issue('no-answer', 'an answer', `${last.reason}, twice`));
    return { state: 'checked', issues };
  }
  if (last.answer.status >= 500) {
    issues.push(issue('http-status', 'HTTP 200', `HTTP ${last.answer.status}, twice`));
    return { state: 'checked', issues };
  }
  return checkAnswer(request.def, last.answer, issues);
}

/**
 * How the server signals an invalid or expired token (the portal opens its re-login dialog on HTTP 401
 * only): `call` asked with a token no server issued.
 */
export async function checkTokenSignal(client: ServerClient, def: EndpointDef): Promise<Checked> {
  const { last } = await sendWithRetry(client, { def, token: 'shui-verify-invalid-token' });
  if (!last.answered)
    return { state: 'checked', issues: [issue('no-answer', 'an answer', `${last.reason}, twice`)] };
  const { status, json } = last.answer;
  if (status === respCodes.unauthorized.status) return { state: 'checked', issues: [] };
  const code = isEnvelope(json) && json.respCode !== undefined ? `, respCode ${shown(json.respCode)}` : '';
  return {
    state: 'checked',
    issues: [
      issue(
        'expired-token-signal',
        'HTTP 401 (the portal opens its re-login dialog on it)',
        `HTTP ${status}${code}`,
      ),
    ],
  };
}
