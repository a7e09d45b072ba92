import { describe, expect, it } from 'vitest';
import { seedCommand } from '../src/commands/seed';
import { run, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at, reset } = fake;

describe('seed', () => {
  it('adds users, organisations and notifications; the default accounts stay', async () => {
    await reset();
    const result = await run(seedCommand, [
      '--users',
      '50',
      '--notifications',
      '500',
      '--orgs',
      '3',
      '--seed',
      '42',
      '--json',
      ...at,
    ]);
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({
      seed: 42,
      added: { users: 50, notifications: 500, organisations: 3 },
      totals: { users: 81, notifications: 510, organisations: 6 },
      firstUser: 'u42_00001',
    });
    expect(fake.api.store.authenticate('student', 'Shui@2025')).toBeDefined();
    expect(fake.api.store.authenticate('u42_00050', 'Shui@2025')).toBeDefined();
  });

  it('the same seed gives the same data; used twice it is refused whole, with a hint', async () => {
    const reseed = () =>
      run(seedCommand, [
        '--reset',
        '--users',
        '20',
        '--notifications',
        '100',
        '--orgs',
        '2',
        '--seed',
        '7',
        ...at,
      ]);
    await reseed();
    const first = fake.api.store.snapshot();
    const pick = (s: typeof first) => ({
      users: s.users.map(({ createdAt: _c, passwordHash: _h, ...u }) => u),
      notifications: s.notifications.map(({ createTime: _t, ...n }) => n),
      organisations: s.organisations,
    });
    const before = structuredClone(pick(first));
    await reseed();
    expect(pick(fake.api.store.snapshot())).toEqual(before);
    const twice = await run(seedCommand, ['--users', '20', '--seed', '7', ...at]);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('username "u7_00001" is taken');
    expect(twice.err).toContain('Nothing was added');
    expect(fake.api.store.userCount).toBe(51);
  });

  it('--to gives every notification to one user; bad arguments are exit 2', async () => {
    await reset();
    const before = fake.api.store.notifications(1).length;
    const result = await run(seedCommand, ['--notifications', '300', '--to', 'student', ...at]);
    expect(result.code).toBe(0);
    expect(fake.api.store.notifications(1)).toHaveLength(before + 300);
    expect(fake.api.store.notifications(2).length).toBeLessThan(5);
    expect((await run(seedCommand, at)).err).toContain('nothing to seed');
    expect((await run(seedCommand, ['--users', '-1', ...at])).err).toContain(
      '--users: expected a whole number',
    );
    expect((await run(seedCommand, ['--users', '200000', ...at])).err).toContain(
      '--users: must be at most 100,000',
    );
    expect((await run(seedCommand, ['--notifications', '1', '--to', 'ghost', ...at])).err).toContain(
      '--to: no user "ghost"',
    );
  });

  it('draws a progress bar on a terminal, none otherwise', async () => {
    await reset();
    const tty = await run(
      seedCommand,
      ['--users', '2000', '--notifications', '30000', '--seed', '3', ...at],
      { progress: true },
    );
    expect(tty.err).toMatch(/sending\s+\[#+\] 100% 32,000\/32,000/);
    await reset();
    const piped = await run(seedCommand, [
      '--users',
      '2000',
      '--notifications',
      '30000',
      '--seed',
      '3',
      ...at,
    ]);
    expect(piped.err).toBe('');
  });
});
