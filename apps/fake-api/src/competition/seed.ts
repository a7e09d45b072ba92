import type { FakeState, Seed } from '@shui/contract';
import { seedTimes } from '../state/clock';

/**
 * The competitions' part of the state from fixtures/seed/competition.json: stage times from minutes to
 * China Standard Time, and each seeded team joined to the personal centre's registration of its event
 * and user (center.json), which must exist: a team without one is a broken seed, named in the error.
 */
export function buildCompetitionState(
  seed: Seed,
  now: number,
  userId: (username: string) => number,
  registrations: FakeState['centerRegistrations'],
): Pick<FakeState, 'competitions' | 'competitionTeams'> {
  const { span } = seedTimes(now);
  return {
    competitions: seed.competitions.map((c) => ({
      ...structuredClone(c),
      schedule: c.schedule.map((s) => ({
        name: s.name,
        description: s.description,
        ...span(s),
      })),
    })),
    competitionTeams: seed.competitionTeams.map(({ eventId, username, ...team }) => {
      const user = userId(username);
      const registration = registrations.find((r) => r.eventId === eventId && r.userId === user);
      if (!registration) {
        throw new Error(
          `seed: the team "${team.teamName}" of ${username} has no registration for event ${eventId} in center.json`,
        );
      }
      return {
        ...structuredClone(team),
        registrationId: registration.registrationId,
        updateTime: registration.registerTime,
      };
    }),
  };
}
