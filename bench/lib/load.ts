import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSec: number;
}

export interface LoadResult {
  /** Requests answered during the run divided by its length. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSec: number;
}

export interface LoadGenerator {
  name: 'wrk' | 'autocannon';
  /** How it loads, for the report: threads or workers. */
  description: string;
  run(options: LoadOptions): Promise<LoadResult>;
}

/** Client threads (wrk) or worker threads (autocannon): one per core of a 2-core machine. */
const THREADS = 2;
const WRK_REPORT = resolve(dirname(fileURLToPath(import.meta.url)), 'wrk-report.lua');
const WRK_MARK = 'WRK_REPORT ';

/** The absolute path of an executable on the PATH, if there is one. */
export function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not here.
    }
  }
  return undefined;
}

interface WrkReport {
  requests: number;
  durationUs: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  statusErrors: number;
  timeouts: number;
  p50Us: number;
  p99Us: number;
}

/**
 * wrk, a C load generator: it saturates a raw node:http server on two cores, which a Node client
 * cannot. `wrk-report.lua` prints its summary as one JSON line; latencies come from its microsecond
 * histogram. A non-2xx/3xx answer counts as `non2xx` (wrk's status errors).
 */
function wrk(binary: string): LoadGenerator {
  return {
    name: 'wrk',
    description: `wrk (${binary}), ${THREADS} threads`,
    run: (options) =>
      new Promise((resolvePromise, reject) => {
        // wrk takes whole seconds.
        const seconds = Math.max(1, Math.round(options.durationSec));
        const args = ['-t', String(THREADS), '-c', String(options.connections), '-d', `${seconds}s`];
        args.push('-s', WRK_REPORT);
        for (const [name, value] of Object.entries(options.headers ?? {}))
          args.push('-H', `${name}: ${value}`);
        args.push(options.url);
        execFile(binary, args, { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) => {
          if (error) {
            reject(new Error(`wrk failed: ${error.message}\n${stderr}`));
            return;
          }
          const line = stdout.split('\n').find((l) => l.startsWith(WRK_MARK));
          if (!line) {
            reject(new Error(`wrk printed no report:\n${stdout}\n${stderr}`));
            return;
          }
          const report = JSON.parse(line.slice(WRK_MARK.length)) as WrkReport;
          const durationSec = report.durationUs / 1e6;
          resolvePromise({
            reqPerSec: report.requests / durationSec,
            p50Ms: report.p50Us / 1000,
            p99Ms: report.p99Us / 1000,
            requests: report.requests,
            non2xx: report.statusErrors,
            errors: report.connectErrors + report.readErrors + report.writeErrors,
            timeouts: report.timeouts,
            durationSec,
          });
        });
      }),
  };
}

/**
 * autocannon in worker threads, when wrk is not installed. Latency percentiles are its histogram's
 * (whole milliseconds); a Node client may not saturate a raw node:http server, so ratios to it are
 * flattering.
 */
function autocannonWorkers(): LoadGenerator {
  return {
    name: 'autocannon',
    description: `autocannon ${THREADS} workers (wrk not on the PATH)`,
    run: (options) =>
      new Promise((resolvePromise, reject) => {
        void autocannon(
          {
            url: options.url,
            headers: options.headers,
            connections: options.connections,
            duration: options.durationSec,
            workers: THREADS,
          },
          (error: unknown, result: autocannon.Result) => {
            if (error) {
              reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
              return;
            }
            resolvePromise({
              reqPerSec: result.requests.total / result.duration,
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              requests: result.requests.total,
              non2xx: result.non2xx,
              errors: result.errors,
              timeouts: result.timeouts,
              durationSec: result.duration,
            });
          },
        );
      }),
  };
}

/** wrk when it is on the PATH, else autocannon with workers. */
export function loadGenerator(): LoadGenerator {
  const binary = onPath('wrk');
  return binary ? wrk(binary) : autocannonWorkers();
}
