import { describe, expect, it } from 'vitest';
import { resetCommand } from '../src/commands/reset';
import { statusCommand } from '../src/commands/status';
import { usersCommand } from '../src/commands/users';
import { deadApi, run, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at, reset } = fake;

describe('status and reset', () => {
  it('status tells what the fake API holds, in text and JSON', async () => {
    await reset();
    const text = await run(statusCommand, at);
    expect(text.code).toBe(0);
    expect(text.out).toContain(`fake API up at ${fake.api.url}`);
    expect(text.out).toContain('31 users, 10 notifications, 3 organisations');
    const json = await run(statusCommand, [...at, '--json']);
    expect(json.json()).toMatchObject({
      status: 'ok',
      users: 31,
      settings: { examPeriod: false },
      activeFaults: [],
    });
  });

  it('a fake API that is not running: exit 3 and how to start one', async () => {
    const dead = await deadApi();
    const result = await run(statusCommand, ['--api', dead]);
    expect(result.code).toBe(3);
    expect(result.err).toContain(`the fake API is not running at ${dead} (ECONNREFUSED)`);
    expect(result.err).toContain('pnpm dev');
    const json = await run(statusCommand, ['--api', dead, '--json']);
    expect(json.code).toBe(3);
    expect(json.errorJson()).toEqual({
      error: {
        message: `the fake API is not running at ${dead} (ECONNREFUSED).`,
        hint: expect.stringContaining('pnpm dev'),
        exitCode: 3,
      },
    });
  });

  it('a bad --api address: exit 2 naming the flag', async () => {
    const result = await run(statusCommand, ['--api', 'localhost:4100x']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('--api / SHUI_API');
  });

  it('reset brings back the seed after changes', async () => {
    await run(usersCommand, ['add', 'temp', ...at]);
    expect(fake.api.store.userCount).toBe(32);
    const result = await run(resetCommand, at);
    expect(result.out).toContain('back to the seed (31 users)');
    expect(fake.api.store.userCount).toBe(31);
  });
});
