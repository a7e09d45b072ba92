// The channel between the judge and one of its runners (python-runner.mjs, sql-runner.mjs): file
// descriptor 3, a socket the judge opened, read and written synchronously. Not stdout: the runner's
// stdin, stdout and stderr are /dev/null, so nothing a submission prints or writes to them reaches the
// judge. A submission may still find descriptor 3; the judge trusts no message for its timing
// (docs/decisions.md 37).
import { readSync, writeSync } from 'node:fs';

const CHANNEL = 3;
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Retries a blocking call the socket answered with EAGAIN (it should not: the runner's end blocks). */
function retrying(call) {
  for (;;) {
    try {
      return call();
    } catch (error) {
      if (error?.code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}

/** Writes one message: a line of JSON. */
export function send(message) {
  const bytes = Buffer.from(`${JSON.stringify(message)}\n`);
  let offset = 0;
  while (offset < bytes.length)
    offset += retrying(() => writeSync(CHANNEL, bytes, offset, bytes.length - offset));
}

/** Waits for the judge's one job (a line of JSON); null when the judge went away first. */
export function receive() {
  const chunks = [];
  const buffer = Buffer.alloc(64 * 1024);
  for (;;) {
    const read = retrying(() => readSync(CHANNEL, buffer, 0, buffer.length, null));
    if (read === 0) return null;
    const end = buffer.subarray(0, read).indexOf(10);
    chunks.push(Buffer.from(buffer.subarray(0, end < 0 ? read : end)));
    if (end >= 0) return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  }
}
