import { expect } from 'vitest';
import {
  endpoints,
  parseFieldPath,
  valuesAt,
  type EndpointDef,
  type EndpointName,
  type ExampleValue,
} from '@shui/contract';
import { PNG, type CallOptions, type startFakeApi } from './harness';

type Api = ReturnType<typeof startFakeApi>;
type Sent = string | number | boolean;

/**
 * The request of a call's example (its entry's `example`, packages/contract/src/core/endpoint.ts),
 * made after its `before` calls with the same `token`: the one successful request per call that
 * errors.test.ts makes, and the base of the requests that provoke its shape's errors.
 */
export async function exampleRequest(
  api: Api,
  name: EndpointName,
  token: string | undefined,
): Promise<CallOptions> {
  const def: EndpointDef = endpoints[name];
  const example = def.example;
  if (!example) return {};
  let data: Record<string, unknown> = {};
  const fill = (value: ExampleValue): Sent => {
    if (typeof value !== 'object') return value;
    if ('codeSentTo' in value) return api.lastCode(value.codeSentTo) ?? '';
    if ('pick' in value) return data[value.pick] as Sent;
    return api.store.issueSsoCode(value.ssoCodeOfUser, 'shuishan-portal', 'http://127.0.0.1:5173/');
  };
  const fillAll = (query: Readonly<Record<string, ExampleValue>> | undefined) =>
    query && Object.fromEntries(Object.entries(query).map(([key, value]) => [key, fill(value)]));
  const before = example.before === undefined ? [] : [example.before].flat();
  for (const { call, query, body } of before) {
    const first = (endpoints as Record<string, EndpointDef>)[call];
    if (!first) throw new Error(`${name}: example.before names no call: ${call}`);
    const res = await api.call(first.method, first.path, { token, query: fillAll(query), body });
    if (String(res.body.respCode) !== '20000') {
      throw new Error(`${name}: its example's first call ${call} answered ${JSON.stringify(res.body)}`);
    }
    data = (res.body.data ?? {}) as Record<string, unknown>;
  }
  return {
    ...(example.query && { query: fillAll(example.query) }),
    ...(example.body !== undefined && { body: example.body }),
    ...(example.form && { form: { ...example.form } }),
    ...(example.image && { file: { name: example.image, bytes: PNG, type: 'image/png' } }),
  };
}

/** Checks that a call's answer to its example holds what the example's `answers` says. */
export function expectAnswers(name: EndpointName, data: unknown): void {
  const def: EndpointDef = endpoints[name];
  for (const [path, values] of Object.entries(def.example?.answers ?? {})) {
    const found = valuesAt(data, parseFieldPath(path)).slice(0, values.length);
    expect(found, `${name}: the values at ${path} of its example's answer`).toEqual(values);
  }
}
