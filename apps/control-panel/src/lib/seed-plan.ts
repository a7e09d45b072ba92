import type { BulkSeedInput } from '@shui/contract';

export interface SeedRequest {
  organisations: number;
  users: number;
  notificationsPerUser: number;
  /** Starts every username; with `run`, keeps two runs apart. */
  prefix: string;
  /** A few characters unique to this run (usernames and organisation names must be new). */
  run: string;
}

/** Users per request: each batch is one POST /__admin/seed, added whole or not at all. */
export const SEED_BATCH_USERS = 500;

/**
 * The requests that add what `request` asks for, in order: the organisations with the first batch,
 * then users (each a member of one of the new organisations, in turn) with their notifications.
 */
export function seedBatches(request: SeedRequest): BulkSeedInput[] {
  const organisations = Array.from(
    { length: request.organisations },
    (_, i) => `${request.prefix}${request.run} 组织 ${i + 1}`,
  );
  const batches: BulkSeedInput[] = [];
  const count = Math.max(1, Math.ceil(request.users / SEED_BATCH_USERS));
  for (let b = 0; b < count; b += 1) {
    const first = b * SEED_BATCH_USERS;
    const size = Math.min(SEED_BATCH_USERS, request.users - first);
    const users = Array.from({ length: Math.max(0, size) }, (_, k) => {
      const n = first + k + 1;
      return {
        username: `${request.prefix}${request.run}-${n}`,
        truename: `测试用户 ${n}`,
        ...(organisations.length > 0
          ? { organisations: [organisations[(n - 1) % organisations.length]!] }
          : {}),
      };
    });
    const notifications = users.flatMap((user) =>
      Array.from({ length: request.notificationsPerUser }, (_, j) => ({
        username: user.username,
        message: `${user.truename} 的第 ${j + 1} 条通知`,
        status: (j % 2) as 0 | 1,
        minutesAgo: (j + 1) * 7,
        courseId: null,
      })),
    );
    batches.push({ organisations: b === 0 ? organisations : [], users, notifications });
  }
  return batches.filter((batch) => (batch.organisations?.length ?? 0) + (batch.users?.length ?? 0) > 0);
}
