import { describe, expect, it } from 'vitest';
import { notifyCommand } from '../src/commands/notify';
import { orgsCommand } from '../src/commands/orgs';
import { tokenCommand } from '../src/commands/token';
import { usersCommand } from '../src/commands/users';
import { run, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at, reset } = fake;

describe('users, notify, orgs, token', () => {
  it('users add then list shows the account; its password is the username', async () => {
    await reset();
    const added = await run(usersCommand, [
      'add',
      'alice',
      '--name',
      '王小丽',
      '--phone',
      '13900000001',
      '--org',
      '水杉在线开放课程联盟',
      ...at,
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toContain('added alice (id 304, student)');
    const list = await run(usersCommand, ['list', '--search', 'alice', ...at]);
    expect(list.out).toMatch(/4\s+alice\s+王小丽\s+student\s+13900000001\s+水杉在线开放课程联盟/);
    expect(fake.api.store.authenticate('alice', 'alice')?.username).toBe('alice');
  });

  it('users add refuses a bad phone before asking (exit 2) and a taken username (exit 1)', async () => {
    await reset();
    const bad = await run(usersCommand, ['add', 'bob', '--phone', '123', ...at]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--phone: a mainland mobile number, 11 digits');
    const taken = await run(usersCommand, ['add', 'student', ...at]);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('the fake API refused: username "student" is taken');
    expect(fake.api.store.userCount).toBe(31);
  });

  it('users list pages and says how to see more', async () => {
    await reset();
    const page = await run(usersCommand, ['list', '--limit', '2', ...at]);
    expect(page.out).toContain('2 of 31 shown; --offset 2 for more');
    const json = await run(usersCommand, ['list', '--json', '--offset', '2', '--limit', '1', ...at]);
    expect(json.json()).toMatchObject({ total: 31, users: [{ username: '10215501001' }] });
    expect((await run(usersCommand, ['list', '--limit', 'ten', ...at])).err).toContain(
      '--limit: expected a whole number',
    );
  });

  it('notify adds an unread notification for the user; --message is required', async () => {
    await reset();
    const sent = await run(notifyCommand, [
      'student',
      '--message',
      '实验课改到周五',
      '--course',
      '101',
      '--json',
      ...at,
    ]);
    expect(sent.code).toBe(0);
    expect(sent.json()).toMatchObject({ message: '实验课改到周五', courseId: 101, status: 0, userId: 1 });
    expect(fake.api.store.notifications(1)[0]?.message).toBe('实验课改到周五');
    const missing = await run(notifyCommand, ['student', ...at]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("required option '--message <text>' not specified");
    const ghost = await run(notifyCommand, ['ghost', '--message', 'x', ...at]);
    expect(ghost.code).toBe(1);
    expect(ghost.err).toContain('no user "ghost"');
  });

  it('orgs add, assign --current and list with member counts', async () => {
    await reset();
    expect((await run(orgsCommand, ['add', '水杉实验学校', ...at])).out).toContain(
      'added organisation 水杉实验学校 (id 4)',
    );
    const assigned = await run(orgsCommand, ['assign', 'teacher', '4', '--current', ...at]);
    expect(assigned.out).toContain('assigned teacher to 4 (now current)');
    expect(fake.api.store.findByUsername('teacher')?.currentCompanyId).toBe(4);
    const list = await run(orgsCommand, ['list', ...at]);
    expect(list.out).toMatch(/4\s+水杉实验学校\s+1/);
    const unknown = await run(orgsCommand, ['assign', 'teacher', '不存在', ...at]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no organisation "不存在"');
  });

  it('token prints a bare token that works on the portal calls', async () => {
    await reset();
    const result = await run(tokenCommand, ['student', ...at]);
    const token = result.out.trim();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(fake.api.store.userForToken(token)?.username).toBe('student');
    expect((await run(tokenCommand, ['nobody', ...at])).code).toBe(1);
    expect((await run(tokenCommand, ['student', '--ttl', '-5', ...at])).code).toBe(2);
  });
});
