import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  ENVIRONMENT_POLL_MS,
  ENVIRONMENT_RETRY_MS,
  environmentOf,
  environmentPollMs,
  isQuotaExceeded,
  withEnvironment,
  withoutEnvironment,
} from './environment-logic';
import { envList, environment, running } from './testing/samples';

describe('environmentPollMs', () => {
  it('asks again while an environment starts or stops, and only then', () => {
    expect(environmentPollMs(envList([environment({ state: 'starting' })]))).toBe(ENVIRONMENT_POLL_MS);
    expect(environmentPollMs(envList([running(), environment({ envId: 8, state: 'stopping' })]))).toBe(
      ENVIRONMENT_POLL_MS,
    );
    for (const state of ['running', 'stopped', 'failed'] as const)
      expect(environmentPollMs(envList([environment({ state })])), state).toBe(false);
    expect(environmentPollMs(envList([]))).toBe(false);
    expect(environmentPollMs(undefined)).toBe(false);
  });

  it('asks more slowly after a failed call while one starts, and not at all otherwise', () => {
    expect(environmentPollMs(envList([environment({ state: 'starting' })]), true)).toBe(ENVIRONMENT_RETRY_MS);
    expect(environmentPollMs(envList([running()]), true)).toBe(false);
    expect(environmentPollMs(undefined, true)).toBe(false);
  });
});

describe('the list of environments', () => {
  it("finds a project's environment", () => {
    const list = envList([environment({ envId: 9, projectId: 201 }), environment()]);
    expect(environmentOf(list, 200)?.envId).toBe(7);
    expect(environmentOf(list, 202)).toBeUndefined();
    expect(environmentOf(undefined, 200)).toBeUndefined();
  });

  it('puts an answered environment in place, or first when new, and takes one out', () => {
    const list = envList([environment({ envId: 9, projectId: 201 }), environment()]);
    const replaced = withEnvironment(list, running());
    expect(replaced.list.map((e) => [e.envId, e.state])).toEqual([
      [9, 'starting'],
      [7, 'running'],
    ]);
    expect(withEnvironment(list, environment({ envId: 10 })).list.map((e) => e.envId)).toEqual([10, 9, 7]);
    expect(withoutEnvironment(list, 9).list.map((e) => e.envId)).toEqual([7]);
    expect(withoutEnvironment(list, 9).quota).toBe(2);
  });
});

describe('isQuotaExceeded', () => {
  const error = (respCode: number | string, status = 409) =>
    new ApiError({ kind: 'http', method: 'POST', path: '/portal/workshop/env/create', status, respCode });

  it('is the 40901 answer, as a number or a string, and nothing else', () => {
    expect(isQuotaExceeded(error(40901))).toBe(true);
    expect(isQuotaExceeded(error('40901'))).toBe(true);
    expect(isQuotaExceeded(error(40900))).toBe(false);
    expect(isQuotaExceeded(new Error('40901'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});
