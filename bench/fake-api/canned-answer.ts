/** The one call the baselines answer (baseline-config.mjs reads it back), with the fake API's bytes. */
export const CANNED_PATH = '/sys/users/current';

export interface CannedAnswer {
  body: Buffer;
  contentType: string;
}

/** Passed through the environment; base64 keeps the UTF-8 body intact. */
export function cannedEnv(answer: CannedAnswer): Record<string, string> {
  return { BENCH_BODY_BASE64: answer.body.toString('base64'), BENCH_CONTENT_TYPE: answer.contentType };
}
