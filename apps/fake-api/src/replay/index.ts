import type { ParsedUrlQuery } from 'node:querystring';
import { endpoints, respCodes, type EndpointDef, type EndpointName } from '@shui/contract';
import {
  Scrubber,
  carriesCredentials,
  type RecordedParams,
  type RecordedResponse,
  type RequestShape,
} from '@shui/contract/recording';
import { sendEnvelope } from '../http/envelope';
import type { ContractRequest, ContractRoutes } from '../http/contract-routes';
import type { LogLine, NotedResponse } from '../http/middleware/observe';
import type { Store } from '../state/store';
import { stateOperations } from './into-state';
import type { Recording } from './load';
import { findRecorded, ReplayTurns } from './match';

/**
 * Calls the fake API always answers itself when it replays: logging in, tokens and tickets, codes and
 * passwords. A recording holds placeholders for what they carry, so it could not answer them.
 */
export const ownOperations: readonly EndpointName[] = [
  'login',
  'ssoExchange',
  'tickets',
  'changePassword',
  'register',
  'sendRegisterCode',
  'sendResetCode',
  'resetByCode',
  'sendResetMail',
  'checkPhoneCode',
  'checkMailCode',
  'getMail',
  'getPhone',
];

export interface Replay {
  recording: Recording;
  /** The recorded users, notifications, organisations and courses are in the state (--into state). */
  intoState: boolean;
}

/** Which operations of the contract a replay answers from the recording (the rest the fake API does). */
export function replayedOperations(intoState: boolean): EndpointName[] {
  const own = new Set<string>(ownOperations);
  if (intoState) for (const names of Object.values(stateOperations)) for (const name of names) own.add(name);
  return (Object.keys(endpoints) as EndpointName[]).filter((name) => !own.has(name));
}

function paramsOf(query: ParsedUrlQuery): RecordedParams {
  const out: RecordedParams = {};
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A request as the recording knows it: scrubbed by the same rules, so fakes and placeholders match. */
function requestShape(def: EndpointDef, req: ContractRequest, query: ParsedUrlQuery): RequestShape {
  const scrubber = new Scrubber();
  const body = def.bodyKind === 'json' || def.bodyKind === 'form' ? (req.body ?? null) : null;
  const bodySchema = def.body ?? (def.bodyKind === 'form' ? def.query : undefined);
  return {
    auth: carriesCredentials(Object.keys(req.headers)),
    query: scrubber.params(paramsOf(query), def.query),
    body: body === null ? null : scrubber.json(body, bodySchema),
  };
}

/** Writes a recorded answer: its status, headers (but cookies) and body. */
function sendRecorded(res: NotedResponse, response: RecordedResponse): void {
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers)) {
    if (name !== 'set-cookie' && name !== 'content-length') res.setHeader(name, value);
  }
  const body = response.body;
  if (body === null || 'omitted' in body) {
    res.end();
  } else if ('json' in body) {
    const text = JSON.stringify(body.json);
    const respCode = (body.json as { respCode?: number | string } | null)?.respCode;
    res.locals.respCode = respCode;
    res.locals.body = text;
    if (!res.hasHeader('content-type')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(text);
  } else if ('form' in body) {
    const pairs = Object.entries(body.form).flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map((x): [string, string] => [k, x]),
    );
    res.end(new URLSearchParams(pairs).toString());
  } else if ('text' in body) {
    res.end(body.text);
  } else {
    res.end(Buffer.from(body.base64, 'base64'));
  }
}

/**
 * Answers the contract's calls from a recording (`pnpm fake-api --replay DIR`): each call it replays is
 * registered over the fake API's own, behind the same access rule (a 'user' call needs a valid token of
 * this fake API, and a bad token still gets its 401). A request is matched by operation, then by
 * credentials, query and body; the answers of a recorded call come in turn. A request the recording
 * does not have gets a 404 envelope naming the nearest recorded call, and a log line.
 */
export function installReplay(
  routes: ContractRoutes,
  store: Store,
  replay: Replay,
  log: LogLine | undefined,
): void {
  const turns = store.use(ReplayTurns);
  const { respCode, status } = respCodes.notFound;
  for (const name of replayedOperations(replay.intoState)) {
    const def = endpoints[name] as EndpointDef;
    routes.answerWith(def, ({ req, res, query }) => {
      const match = findRecorded(replay.recording, name, def.method, def.path, requestShape(def, req, query));
      if ('miss' in match) {
        log?.(match.miss);
        sendEnvelope(res, status, respCode, match.miss, null);
        return;
      }
      sendRecorded(res, turns.next(match.entry));
    });
  }
}
