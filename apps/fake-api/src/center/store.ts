import {
  ASSISTANT_HISTORY_LIMIT,
  centerPageRule,
  pageAsked,
  type AssistantExchange,
  type CenterPageQuery,
  type EventPhase,
  type FakeState,
  type Meeting,
  type MeetingStatus,
  type Registration,
  type StoredUser,
  centerErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { Courses } from '../course/courses';
import { pageSlice, type Page } from '../state/page-slice';
import { nextId, type StoreState } from '../state/state';
import { Users } from '../auth/users';

/** One page of `items` as a centre query asks for it (the centre's page rule filling what it omits). */
export function centerPage<T>(items: readonly T[], query: CenterPageQuery): Page<T> {
  return pageSlice(items, pageAsked(centerPageRule, query));
}

type StoredRegistration = FakeState['centerRegistrations'][number];
type StoredEvent = FakeState['centerEvents'][number];

/**
 * Where an event stands at `now` (backend time): sign-up until the deadline, then closed until it
 * starts, ongoing until it ends, then ended. The centre and the competitions (competition/store.ts)
 * both say it this way.
 */
export function eventPhase(event: StoredEvent, now: string): EventPhase {
  if (now < event.signupEnd) return 'signup';
  if (now < event.startTime) return 'closed';
  if (now < event.endTime) return 'ongoing';
  return 'ended';
}

/** The user's registrations (competitions, training camps, exams) and their cancelling. */
export class Registrations {
  constructor(private readonly state: StoreState) {}

  private now(): string {
    return backendTime(this.state.clock.now());
  }

  /** Newest registration first. */
  of(user: StoredUser, query: CenterPageQuery): Page<Registration> {
    const mine = this.state.data.centerRegistrations
      .filter((r) => r.userId === user.id)
      .sort((a, b) =>
        a.registerTime === b.registerTime
          ? b.registrationId - a.registrationId
          : a.registerTime < b.registerTime
            ? 1
            : -1,
      );
    return centerPage(
      mine.flatMap((r) => this.view(r) ?? []),
      query,
    );
  }

  cancel(user: StoredUser, registrationId: number): Registration {
    const stored = this.state.data.centerRegistrations.find(
      (r) => r.registrationId === registrationId && r.userId === user.id,
    );
    const event = stored && this.event(stored.eventId);
    if (!stored || !event) throw fail(centerErrors.registrationNotFound);
    if (stored.cancelTime !== null) throw fail(centerErrors.registrationCancelled);
    if (this.phase(event) !== 'signup') throw fail(centerErrors.signupClosed);
    stored.cancelTime = this.now();
    this.state.changed();
    const view = this.view(stored);
    if (!view) throw fail('internal');
    return view;
  }

  private event(eventId: number): StoredEvent | undefined {
    return this.state.data.centerEvents.find((e) => e.eventId === eventId);
  }

  private phase(event: StoredEvent): EventPhase {
    return eventPhase(event, this.now());
  }

  private view(r: StoredRegistration): Registration | undefined {
    const event = this.event(r.eventId);
    if (!event) return undefined;
    const phase = this.phase(event);
    const registered = r.cancelTime === null;
    return {
      registrationId: r.registrationId,
      eventId: event.eventId,
      kind: event.kind,
      title: event.title,
      organizer: event.organizer,
      place: event.place,
      link: event.link,
      signupEnd: event.signupEnd,
      startTime: event.startTime,
      endTime: event.endTime,
      registerTime: r.registerTime,
      status: registered ? 1 : 0,
      cancelTime: r.cancelTime,
      phase,
      cancellable: registered && phase === 'signup',
    };
  }
}

/** The path of a meeting's stand-in page on the fake API (center/routes.ts serves it). */
export const meetingPagePath = '/__services/meeting';

const statusOrder: Record<MeetingStatus, number> = { live: 0, upcoming: 1, ended: 2 };

/** The online class meetings of the user's courses. */
export class Meetings {
  private readonly courses: Courses;
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.courses = state.use(Courses);
    this.users = state.use(Users);
  }

  /** Live first, then upcoming (soonest first), then ended (latest first). */
  of(user: StoredUser, query: CenterPageQuery): Page<Meeting> {
    const courses = new Map(this.courses.of(user).map((c) => [c.id, c]));
    const meetings = this.state.data.centerMeetings
      .filter((m) => courses.has(m.courseId))
      .map((m) => this.view(m, courses.get(m.courseId)))
      .sort((a, b) => {
        const byStatus = statusOrder[a.status] - statusOrder[b.status];
        if (byStatus !== 0) return byStatus;
        const byStart = a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0;
        return (a.status === 'ended' ? -byStart : byStart) || a.meetingId - b.meetingId;
      });
    return centerPage(meetings, query);
  }

  /** A meeting by id, as anyone sees it (the stand-in page); undefined when there is none. */
  find(meetingId: number): Meeting | undefined {
    const meeting = this.state.data.centerMeetings.find((m) => m.meetingId === meetingId);
    if (!meeting) return undefined;
    return this.view(
      meeting,
      this.state.data.courses.find((c) => c.id === meeting.courseId),
    );
  }

  private view(
    m: FakeState['centerMeetings'][number],
    course: FakeState['courses'][number] | undefined,
  ): Meeting {
    const now = backendTime(this.state.clock.now());
    const status: MeetingStatus = now < m.startTime ? 'upcoming' : now < m.endTime ? 'live' : 'ended';
    const teacher = course?.teacherId == null ? undefined : this.users.user(course.teacherId);
    return {
      meetingId: m.meetingId,
      title: m.title,
      courseId: m.courseId,
      courseName: course?.name ?? '',
      hostName: teacher?.truename ?? '',
      meetingNo: m.meetingNo,
      startTime: m.startTime,
      endTime: m.endTime,
      status,
      joinUrl: `${meetingPagePath}?meetingId=${m.meetingId}`,
    };
  }
}

/** The user's questions to the smart assistant and its answers, as the Q&A call records them. */
export class AssistantHistory {
  constructor(private readonly state: StoreState) {}

  /** Newest first. */
  of(user: StoredUser, query: CenterPageQuery): Page<AssistantExchange> {
    const mine = this.state.data.assistantExchanges
      .filter((x) => x.userId === user.id)
      .sort((a, b) => (a.askTime === b.askTime ? b.id - a.id : a.askTime < b.askTime ? 1 : -1))
      .map(({ userId: _userId, ...exchange }) => exchange);
    return centerPage(mine, query);
  }

  /** Records an answered question; past the limit, the user's oldest exchange goes. */
  record(user: StoredUser, question: string, answer: string, courseId: number | null): void {
    const list = this.state.data.assistantExchanges;
    list.push({
      id: nextId(list.map((x) => x.id)),
      userId: user.id,
      question,
      answer,
      courseId,
      askTime: backendTime(this.state.clock.now()),
    });
    const mine = list.filter((x) => x.userId === user.id);
    if (mine.length > ASSISTANT_HISTORY_LIMIT) {
      const oldest = mine.reduce((a, b) =>
        b.askTime < a.askTime || (b.askTime === a.askTime && b.id < a.id) ? b : a,
      );
      list.splice(list.indexOf(oldest), 1);
    }
    this.state.changed();
  }
}
