// The baselines are plain JavaScript run by node, so their start-up is node's alone (see run.ts).
import { parseArgs } from 'node:util';

/** The one call the baselines answer; the same path as CANNED_PATH in canned-answer.ts. */
export const CANNED_PATH = '/sys/users/current';

export function readBaselineConfig() {
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
