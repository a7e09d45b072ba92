import request from 'supertest';
import { expect } from 'vitest';
import {
  adminEndpoints,
  endpoints,
  respCodes,
  type EndpointDef,
  type EndpointName,
  type RespCodeName,
} from '@shui/contract';
import { exampleRequest } from './examples';
import { type CallOptions, type startFakeApi } from './harness';

/**
 * The example requests of errors.test.ts: one success per call (`successes`) and the requests that
 * provoke each error a handler declares (`handlerErrors`, handler-errors.ts), with the callers and the
 * runner they use.
 */

export type Api = ReturnType<typeof startFakeApi>;
export type Who = 'student' | 'teacher' | 'none' | 'bad token';
export type Options = CallOptions | ((api: Api) => CallOptions | Promise<CallOptions>);
export interface Example {
  /** The respCode name the answer must carry. */
  code: RespCodeName | 'ok';
  who?: Who;
  options?: Options;
}

export const names = Object.keys(endpoints) as EndpointName[];
export const heading = (name: EndpointName) => `${endpoints[name].method} ${endpoints[name].path}`;
export const byRespCode = new Map(
  (Object.keys(respCodes) as RespCodeName[]).map((n) => [String(respCodes[n].respCode), n]),
);

/** Who calls by default: a teacher for teacher calls, the student for other calls that take a token. */
export const callerOf = (def: EndpointDef): Who =>
  def.access === 'teacher' ? 'teacher' : def.access === 'public' ? 'none' : 'student';

export function tokenOf(api: Api, who: Who): string | undefined {
  if (who === 'none') return undefined;
  if (who === 'bad token') return 'not-a-token';
  return api.store.issueToken(api.store.findByLogin(who)!.id).token;
}

/** Runs an example on the seed state (the fake API reset first); the harness checks the answer. */
export async function run(api: Api, name: EndpointName, example: Pick<Example, 'who' | 'options'>) {
  expect((await request(api.app).post(adminEndpoints.reset.path)).status).toBe(200);
  const def = endpoints[name];
  const who = example.who ?? callerOf(def);
  const token = tokenOf(api, who);
  const options = typeof example.options === 'function' ? await example.options(api) : example.options;
  return api.call(def.method, def.path, { ...options, token });
}

/**
 * One successful request per call: its entry's example (packages/contract/src/<domain>/endpoints.ts),
 * after the call it names in `before`, made by the call's default caller.
 */
export const successes = Object.fromEntries(
  names.map((name) => {
    const options: Options = (api) => exampleRequest(api, name, tokenOf(api, callerOf(endpoints[name])));
    return [name, options];
  }),
) as Record<EndpointName, Options>;
