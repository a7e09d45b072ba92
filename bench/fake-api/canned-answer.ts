import { parseArgs } from 'node:util';

/** The one call the baselines answer, with the bytes the fake API sent for it. */
export const CANNED_PATH = '/sys/users/current';

export interface CannedAnswer {
  body: Buffer;
  contentType: string;
}

/** Passed through the environment; base64 keeps the UTF-8 body intact. */
export function cannedEnv(answer: CannedAnswer): Record<string, string> {
  return { BENCH_BODY_BASE64: answer.body.toString('base64'), BENCH_CONTENT_TYPE: answer.contentType };
}

export function readBaselineConfig(): CannedAnswer & { port: number } {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const port = Number(values.port);
  const body = process.env.BENCH_BODY_BASE64;
  const contentType = process.env.BENCH_CONTENT_TYPE;
  if (!Number.isInteger(port) || port <= 0 || body === undefined || !contentType) {
    console.error('usage: --port <n>, with BENCH_BODY_BASE64 and BENCH_CONTENT_TYPE set (see run.ts)');
    process.exit(2);
  }
  return { port, body: Buffer.from(body, 'base64'), contentType };
}
