import { randomBytes } from 'node:crypto';
import type { FakeState, Seed, Settings } from '@shui/contract';
import { backendTime } from '../state/clock';

const DAY_MS = 24 * 3600_000;

/**
 * The workshop's part of the state from fixtures/seed/workshop.json: a competition's "deadline in days"
 * becomes a backend time relative to `now` (at 23:59:59 China time of that day), and the seeded
 * environments get ids, access keys and instants from their "minutes ago", with the settings' start and
 * stop seconds.
 */
export function buildWorkshopState(
  seed: Seed,
  now: number,
  userId: (username: string) => number,
  settings: Pick<Settings, 'environmentStartSeconds' | 'environmentStopSeconds'>,
): Pick<FakeState, 'workshopImages' | 'workshopProjects' | 'workshopEnvironments'> {
  const endOfDay = (days: number) => `${backendTime(now + days * DAY_MS).slice(0, 10)} 23:59:59`;
  return {
    workshopImages: seed.workshopImages.map((i) => structuredClone(i)),
    workshopProjects: seed.workshopProjects.map(({ deadlineInDays, ...p }) => ({
      ...structuredClone(p),
      deadline: deadlineInDays === null ? null : endOfDay(deadlineInDays),
    })),
    workshopEnvironments: seed.workshopEnvironments.map((e, index) => {
      const createdAt = now - e.createdMinutesAgo * 60_000;
      return {
        envId: index + 1,
        userId: userId(e.username),
        projectId: e.projectId,
        accessKey: randomBytes(12).toString('hex'),
        createdAt,
        startedAt: createdAt,
        startSeconds: settings.environmentStartSeconds,
        startFails: false,
        stoppedAt: e.stoppedMinutesAgo === null ? null : now - e.stoppedMinutesAgo * 60_000,
        stopSeconds: settings.environmentStopSeconds,
      };
    }),
  };
}
