import { describe, expect, it } from 'vitest';
import { adminUserInputSchema, bulkSeedInputSchema } from '@shui/contract';
import { generate } from '../src/lib/generate';
import { generateCourses } from '../src/lib/generate-courses';
import { generateQuestions } from '../src/lib/generate-questions';

const options = { users: 200, notifications: 2000, orgs: 5, seed: 11, password: 'Shui@2025', recipients: [] };

describe('generate', () => {
  it('gives the same data for the same seed and different data for another', () => {
    expect(generate(options)).toEqual(generate(options));
    const other = generate({ ...options, seed: 12 });
    expect(
      other.users[0]?.truename === generate(options).users[0]?.truename &&
        other.organisations[0] === generate(options).organisations[0],
    ).toBe(false);
    expect(other.users[0]?.username).toBe('u12_00001');
  });

  it('makes data the fake API accepts: the contract’s shapes, distinct usernames, phones and mails', () => {
    const data = generate(options);
    expect(bulkSeedInputSchema.safeParse(data).success).toBe(true);
    for (const user of data.users) expect(adminUserInputSchema.safeParse(user).success).toBe(true);
    for (const key of ['username', 'phone', 'mail'] as const)
      expect(new Set(data.users.map((u) => u[key])).size).toBe(200);
    expect(new Set(data.organisations).size).toBe(5);
    expect(
      data.users.every((u) => u.organisations?.every((o) => data.organisations.includes(o as string))),
    ).toBe(true);
    expect(data.users.some((u) => /^[\u4e00-\u9fff]{2,4}$/.test(u.truename ?? ''))).toBe(true);
  });

  it('spreads notifications over the new users, else over the recipients given', () => {
    const own = generate(options);
    expect(new Set(own.notifications.map((n) => n.username)).size).toBe(200);
    const toStudent = generate({ ...options, users: 0, recipients: ['student'] });
    expect(toStudent.notifications).toHaveLength(2000);
    expect(toStudent.notifications.every((n) => n.username === 'student')).toBe(true);
    expect(generate({ ...options, users: 0, recipients: [] }).notifications).toEqual([]);
  });

  it('words things as the portal does: 测试 (never 测验) for a quiz, 精品课 (never 精品课程)', () => {
    const texts = JSON.stringify([
      generate({ ...options, notifications: 5000 }),
      generateCourses(300, 11, ['teacher']),
      generateQuestions(300, 11),
    ]);
    expect(texts).toContain('测试');
    expect(texts.match(/[^"]{0,16}(测验|精品课程)[^"]{0,8}/g) ?? []).toEqual([]);
  });

  // How long it takes is bench/'s figure (bench/cli/run.ts: `shui seed --users 10000 --notifications
  // 100000`, spawn to exit, goal < 5 s), never an assertion here.
  it('makes 10,000 users and 100,000 notifications', () => {
    const data = generate({ ...options, users: 10_000, notifications: 100_000 });
    expect(data.users).toHaveLength(10_000);
    expect(data.notifications).toHaveLength(100_000);
    expect(new Set(data.users.map((u) => u.username)).size).toBe(10_000);
  });
});
