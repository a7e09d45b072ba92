import { describe, expect, it } from 'vitest';
import { bulkSeedInputSchema } from '@shui/contract';
import { SEED_BATCH_USERS, seedBatches } from './seed-plan';

describe('seedBatches', () => {
  it('sends the organisations first and the users in batches, each valid for POST /__admin/seed', () => {
    const batches = seedBatches({
      organisations: 3,
      users: SEED_BATCH_USERS * 2 + 1,
      notificationsPerUser: 2,
      prefix: 'qa',
      run: 'r1',
    });
    expect(batches.map((b) => [b.organisations?.length, b.users?.length, b.notifications?.length])).toEqual([
      [3, SEED_BATCH_USERS, SEED_BATCH_USERS * 2],
      [0, SEED_BATCH_USERS, SEED_BATCH_USERS * 2],
      [0, 1, 2],
    ]);
    for (const batch of batches) expect(bulkSeedInputSchema.safeParse(batch).success).toBe(true);
    const usernames = batches.flatMap((b) => b.users ?? []).map((u) => u.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    expect(usernames.at(-1)).toBe(`qar1-${SEED_BATCH_USERS * 2 + 1}`);
  });

  it('puts each user in one of the new organisations, in turn', () => {
    const [batch] = seedBatches({
      organisations: 2,
      users: 3,
      notificationsPerUser: 0,
      prefix: 'qa',
      run: 'x',
    });
    expect(batch!.users!.map((u) => u.organisations)).toEqual([
      ['qax 组织 1'],
      ['qax 组织 2'],
      ['qax 组织 1'],
    ]);
  });

  it('asks for nothing when there is nothing to add', () => {
    expect(
      seedBatches({ organisations: 0, users: 0, notificationsPerUser: 5, prefix: 'qa', run: 'x' }),
    ).toEqual([]);
    expect(
      seedBatches({ organisations: 2, users: 0, notificationsPerUser: 5, prefix: 'qa', run: 'x' }),
    ).toHaveLength(1);
  });
});
