import request from 'supertest';
import { expect } from 'vitest';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  findEndpoint,
  isSuccessCode,
  type OutboxEntry,
} from '@shui/contract';
import { manualClock } from '../src/state/clock';
import { createFakeApi, type FakeApiOptions } from '../src/setup';

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  form?: Record<string, string>;
  file?: { name: string; bytes: Buffer; type?: string };
  files?: Array<{ name: string; bytes: Buffer; type?: string }>;
  raw?: { type: string; data: string };
}

/** A PNG of 1x1 pixel. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The fake API in memory with a clock the test moves. Every answer of a contract endpoint is checked
 * against the contract: success envelopes against the endpoint's data schema, failures against the
 * error envelope. A response that does not parse fails the test that made it.
 */
export function startFakeApi(options: FakeApiOptions = {}) {
  const clock = manualClock(Date.now());
  const outbox: OutboxEntry[] = [];
  const api = createFakeApi({ clock, onOutbox: (e) => outbox.push(e), ...options });

  async function call(method: string, path: string, options: CallOptions = {}) {
    const agent = request(api.app);
    let req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (options.query) req = req.query(options.query);
    if (options.token) req = req.set('Authorization', `Bearer ${options.token}`);
    if (options.raw) req = req.set('Content-Type', options.raw.type).send(options.raw.data);
    else if (options.file || options.files) {
      for (const f of options.files ?? (options.file ? [options.file] : [])) {
        req = req.attach('file', f.bytes, {
          filename: f.name,
          contentType: f.type ?? 'application/octet-stream',
        });
      }
    } else if (options.form) {
      for (const [key, value] of Object.entries(options.form)) req = req.field(key, value);
    } else if (options.body !== undefined) req = req.send(options.body as object);
    const res = await req;
    checkAgainstContract(method, path, res.status, res.body);
    return res;
  }

  async function login(username = 'student', password = 'Shui@2025'): Promise<string> {
    const res = await call('POST', '/sys/login', { body: { username, password, checked: true } });
    expect(res.body.respCode).toBe(20000);
    return res.body.data.access_token as string;
  }

  const lastCode = (to: string) => outbox.filter((e) => e.to === to).at(-1)?.code;

  return { ...api, clock, outbox, call, login, lastCode };
}

export function checkAgainstContract(method: string, path: string, status: number, body: unknown): void {
  const def = findEndpoint(method, path);
  if (!def) return;
  const respCode = (body as { respCode?: unknown } | undefined)?.respCode;
  if (status === 200 && isSuccessCode(respCode as number | undefined)) {
    const parsed = envelopeSchema(def.data).safeParse(body);
    if (!parsed.success) {
      throw new Error(
        `${method} ${path} answered data that is not in the contract:\n${parsed.error.message}\n${JSON.stringify(body)}`,
      );
    }
    if (def.stringRespCode && typeof respCode !== 'string')
      throw new Error(`${method} ${path} must send respCode as a string`);
  } else {
    const parsed = errorEnvelopeSchema.safeParse(body);
    if (!parsed.success) {
      throw new Error(
        `${method} ${path} (HTTP ${status}) answered an error that is not an envelope:\n${JSON.stringify(body)}`,
      );
    }
  }
}
