import { describe, expect, it } from 'vitest';
import { journalCommand } from '../src/commands/journal';
import { outboxCommand } from '../src/commands/outbox';
import { run, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at, reset } = fake;

describe('outbox and journal', () => {
  it('outbox lists codes sent, filtered by address', async () => {
    await reset();
    expect((await run(outboxCommand, at)).out).toContain('no codes sent yet');
    await fetch(`${fake.api.url}/portal/reset/sendCode?identifier=13800138000&field=phone`, {
      method: 'POST',
    });
    const list = await run(outboxCommand, ['--to', '13800138000', '--json', ...at]);
    expect(list.json()).toMatchObject([
      { channel: 'phone', to: '13800138000', purpose: 'reset', code: expect.stringMatching(/^\d{6}$/) },
    ]);
    expect((await run(outboxCommand, ['--to', 'other@example.com', '--json', ...at])).json()).toEqual([]);
  });

  it('journal shows the portal’s requests, filtered by path, and clears', async () => {
    await reset();
    await fetch(`${fake.api.url}/portal/current_company?isLogin=false`);
    await fetch(`${fake.api.url}/sys/users/current`);
    const all = await run(journalCommand, ['--json', ...at]);
    expect(all.json().map((e: { path: string }) => e.path)).toEqual([
      '/portal/current_company',
      '/sys/users/current',
    ]);
    const text = await run(journalCommand, ['--path', '/sys', ...at]);
    expect(text.out).toMatch(/GET\s+\/sys\/users\/current\s+401\s+40100/);
    expect(text.out).not.toContain('current_company');
    await run(journalCommand, ['--clear', ...at]);
    expect((await run(journalCommand, at)).out).toContain('no requests yet');
    expect((await run(journalCommand, ['--path', 'sys', ...at])).code).toBe(2);
  });
});
