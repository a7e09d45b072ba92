import { request, type Agent, type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpCall {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** false (default): a new connection per call. */
  agent?: Agent | false;
  timeoutMs?: number;
}

/** node:http rather than fetch: fetch loads undici on first use, which would skew startup polls. */
export function httpCall(url: string, call: HttpCall = {}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: call.method ?? 'GET',
        headers: call.headers,
        agent: call.agent ?? false,
        timeout: call.timeoutMs ?? 5000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${call.method ?? 'GET'} ${url}`)));
    req.on('error', reject);
    req.end(call.body);
  });
}

export function postJson(url: string, value: unknown, agent?: Agent): Promise<HttpAnswer> {
  return httpCall(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(value),
    agent,
  });
}
