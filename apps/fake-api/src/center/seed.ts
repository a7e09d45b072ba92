import type { FakeState, Seed } from '@shui/contract';
import { seedTimes } from '../state/clock';

type CenterState = Pick<
  FakeState,
  'centerEvents' | 'centerRegistrations' | 'centerMeetings' | 'assistantExchanges'
>;

/**
 * The personal centre's part of the state, from fixtures/seed/center.json: minutes from `now` become
 * times in China Standard Time, usernames become ids (`userId` throws for an unknown one).
 */
export function buildCenterState(seed: Seed, now: number, userId: (username: string) => number): CenterState {
  const { at, span } = seedTimes(now);
  return {
    centerEvents: seed.events.map((e) => ({
      eventId: e.eventId,
      kind: e.kind,
      title: e.title,
      organizer: e.organizer,
      place: e.place,
      link: e.link,
      signupEnd: at(e.signupEndsInMinutes),
      ...span(e),
    })),
    centerRegistrations: seed.registrations.map((r, index) => ({
      registrationId: index + 1,
      userId: userId(r.username),
      eventId: r.eventId,
      registerTime: at(-r.minutesAgo),
      cancelTime: r.cancelledMinutesAgo === null ? null : at(-r.cancelledMinutesAgo),
    })),
    centerMeetings: seed.meetings.map((m) => ({
      meetingId: m.meetingId,
      courseId: m.courseId,
      title: m.title,
      meetingNo: m.meetingNo,
      ...span(m),
    })),
    assistantExchanges: seed.assistantExchanges.map((x, index) => ({
      id: index + 1,
      userId: userId(x.username),
      question: x.question,
      answer: x.answer,
      courseId: x.courseId,
      askTime: at(-x.minutesAgo),
    })),
  };
}
