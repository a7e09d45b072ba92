import { afterAll, expect, vi } from 'vitest';
import { endpoints, type Submission } from '@shui/contract';
import { closeJudges } from '../src/practice/routes';
import { type startFakeApi } from './harness';
import { until } from './until';

export type Api = ReturnType<typeof startFakeApi>;

export const submit = (api: Api, token: string, body: object) =>
  api.call('POST', endpoints.questionSubmit.path, { token, body });

/**
 * Polls the submission until the judge has answered (the judge is real: Pyodide, sql.js), every 50 ms;
 * the test's timeout is the only limit.
 */
export async function verdictOf(api: Api, token: string, submissionId: number): Promise<Submission> {
  let submission: Submission | undefined;
  await until(async () => {
    const res = await api.call('GET', endpoints.questionSubmission.path, { token, query: { submissionId } });
    expect(res.body.respCode).toBe(20000);
    submission = res.body.data as Submission;
    return submission.verdict !== 'judging';
  }, 50);
  return submission!;
}

export async function judged(api: Api, token: string, questionId: number, code: string): Promise<Submission> {
  const res = await submit(api, token, { questionId, code });
  expect(res.body.respCode).toBe(20000);
  expect(res.body.data.verdict).toBe('judging');
  return verdictOf(api, token, res.body.data.submissionId as number);
}

/** For a file whose cases run real judging processes: a longer timeout, and the judge stopped after it. */
export function usePracticeJudge(): void {
  // Every case here runs real judging processes: on a busy 2-core machine (the whole suite in parallel)
  // one takes far longer than the fake API's usual 20 s.
  vi.setConfig({ testTimeout: 120_000 });
  afterAll(() => closeJudges());
}
