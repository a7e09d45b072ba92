import autocannon from 'autocannon';
import { percentile, sortedNumbers } from './stats';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationSec: number;
}

export interface LoadResult {
  /** Mean of the per-second request counts (autocannon's requests.average). */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSec: number;
}

/**
 * One autocannon run in this process. Latency percentiles come from every 2xx response time as
 * measured by autocannon, not from its histogram, which keeps whole milliseconds only.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        headers: options.headers,
        connections: options.connections,
        duration: options.durationSec,
      },
      (error: unknown, result: autocannon.Result) => {
        if (error) {
          reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }));
          return;
        }
        const sorted = sortedNumbers(latencies);
        resolve({
          reqPerSec: result.requests.average,
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          durationSec: result.duration,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}
