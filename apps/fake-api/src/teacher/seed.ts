import type { FakeState, Seed } from '@shui/contract';
import { backendTime } from '../state/clock';

/** The calendar day (China Standard Time) `daysAgo` days before `now`, as YYYY-MM-DD. */
export function chinaDate(now: number, daysAgo = 0): string {
  return backendTime(now - daysAgo * 86_400_000).slice(0, 10);
}

/**
 * The teacher view's part of the state, from fixtures/seed/teacher.json: days before `now` become
 * China-time dates, usernames become ids (`userId` throws for an unknown one).
 */
export function buildTeacherState(
  seed: Seed,
  now: number,
  userId: (username: string) => number,
): Pick<FakeState, 'learningActivity'> {
  return {
    learningActivity: seed.learningActivity.flatMap((day) =>
      Object.entries(day.actions).map(([username, actions]) => ({
        courseId: day.courseId,
        userId: userId(username),
        date: chinaDate(now, day.daysAgo),
        actions,
      })),
    ),
  };
}
