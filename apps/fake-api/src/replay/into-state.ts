import {
  endpoints,
  envelopeSchema,
  fakeStateSchema,
  isSuccessCode,
  storedResourceSchema,
  type CourseCard,
  type CourseDetail,
  type EndpointData,
  type EndpointName,
  type FakeState,
  type StoredUser,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { memoisedHash } from '../auth/passwords';
import type { RecordedEntry, Recording } from './load';

/** The password of an account `--into state` adds for a recorded user the seed does not have. */
export const RECORDED_USER_PASSWORD = 'Shui@2025';

/** Each entity the contract knows and the calls that read or change it, answered from state with --into state. */
export const stateOperations = {
  users: ['currentUser'],
  notifications: ['messages', 'markRead'],
  organisations: ['currentCompany', 'switchCompany', 'companies', 'superCompany'],
  courses: ['courseList', 'courseDetail', 'courseJoin', 'courseLeave'],
} as const satisfies Record<string, readonly EndpointName[]>;

/** The successful answers' data of an operation, in file order, with the entry each came from. */
function* recordedData<N extends EndpointName>(
  recording: Recording,
  name: N,
): Generator<{ entry: RecordedEntry; data: EndpointData<N> }> {
  const schema = envelopeSchema(endpoints[name].data);
  for (const entry of recording.byOperation.get(name) ?? []) {
    for (const response of entry.call.responses) {
      if (response.status !== 200 || response.body === null || !('json' in response.body)) continue;
      const parsed = schema.safeParse(response.body.json);
      if (parsed.success && isSuccessCode(parsed.data.respCode)) {
        yield { entry, data: parsed.data.data as EndpointData<N> };
      }
    }
  }
}

const first = <T>(items: Iterable<T>): T | undefined => {
  for (const item of items) return item;
  return undefined;
};

/**
 * The seed state with the entities of a recording merged in, so that the fake API's own calls answer
 * with them and writes after a recorded read work: the recorded current user (updated in place when the
 * seed has that id, else added as `recorded-<id>` with the password RECORDED_USER_PASSWORD), the
 * organisations (all, the user's, the current one), each user's notifications (the first answer of each,
 * before anything was marked read), and the courses of the hall's list and details (name, catalogue,
 * teacher, chapters, lessons and resources, whether the user takes it). Returns notes for the log.
 */
export function recordedState(
  recording: Recording,
  base: FakeState,
  now: number,
): { state: FakeState; notes: string[] } {
  const state = structuredClone(base);
  const notes: string[] = [];

  const ensureUser = (id: number, patch: Partial<StoredUser>): StoredUser => {
    let user = state.users.find((u) => u.id === id);
    if (!user) {
      const taken = new Set(state.users.map((u) => u.username));
      let username = `recorded-${id}`;
      for (let n = 2; taken.has(username); n += 1) username = `recorded-${id}-${n}`;
      user = {
        id,
        username,
        truename: '',
        phone: null,
        mail: null,
        userNumber: null,
        passwordHash: memoisedHash(RECORDED_USER_PASSWORD),
        role: 'student',
        headImgUrl: '',
        companyIds: [],
        currentCompanyId: null,
        createdAt: new Date(now).toISOString(),
      };
      state.users.push(user);
      notes.push(`user ${id} added: log in as ${username} / ${RECORDED_USER_PASSWORD}`);
    }
    Object.assign(user, patch);
    return user;
  };
  const upsertOrganisation = (id: number, companyName: string) => {
    const org = state.organisations.find((o) => o.id === id);
    if (org) org.companyName = companyName;
    else state.organisations.push({ id, companyName });
  };

  // users
  const current = first(recordedData(recording, 'currentUser'));
  const me = current
    ? ensureUser(current.data.id, {
        truename: current.data.truename,
        headImgUrl: current.data.headImgUrl,
        userNumber: current.data.userNumber,
      })
    : undefined;
  if (me) notes.push(`user ${me.id} (${me.username}) from ${current?.entry.file}`);

  // organisations
  let organisations = 0;
  for (const { data } of recordedData(recording, 'superCompany'))
    for (const org of data) {
      upsertOrganisation(org.id, org.companyName);
      organisations += 1;
    }
  const mine = first(recordedData(recording, 'companies'));
  if (mine && me) {
    for (const org of mine.data) upsertOrganisation(org.id, org.companyName);
    me.companyIds = mine.data.map((o) => o.id);
    organisations += mine.data.length;
  }
  const currentCompany = first(
    [...recordedData(recording, 'currentCompany')].filter(
      (r) => r.entry.call.request.auth && r.data.id !== null,
    ),
  );
  if (currentCompany && me && currentCompany.data.id !== null) {
    upsertOrganisation(currentCompany.data.id, currentCompany.data.companyName);
    me.currentCompanyId = currentCompany.data.id;
    if (!me.companyIds.includes(currentCompany.data.id)) me.companyIds.push(currentCompany.data.id);
  }
  if (organisations > 0) notes.push(`organisations from superCompany, companies and currentCompany`);

  // notifications: each user's first recorded list
  const inboxes = new Map<number, EndpointData<'messages'>>();
  for (const { entry, data } of recordedData(recording, 'messages')) {
    const userId = Number(entry.call.request.query.receiveUserId);
    if (Number.isInteger(userId) && userId > 0 && !inboxes.has(userId)) inboxes.set(userId, data);
  }
  for (const [userId, list] of inboxes) {
    ensureUser(userId, {});
    const ids = new Set(list.map((n) => n.id));
    state.notifications = [
      ...state.notifications.filter((n) => n.userId !== userId && !ids.has(n.id)),
      ...list.map((n) => ({ ...n, userId })),
    ];
    notes.push(`${list.length} notifications of user ${userId}`);
  }

  // courses
  const cards = new Map<number, { card: CourseCard; auth: boolean }>();
  for (const { entry, data } of recordedData(recording, 'courseList'))
    for (const card of data.list)
      if (!cards.has(card.courseId)) cards.set(card.courseId, { card, auth: entry.call.request.auth });
  const details = new Map<number, { detail: CourseDetail; auth: boolean }>();
  for (const { entry, data } of recordedData(recording, 'courseDetail'))
    if (!details.has(data.courseId))
      details.set(data.courseId, { detail: data, auth: entry.call.request.auth });
  const courseIds = [...new Set([...cards.keys(), ...details.keys()])];
  courseIds.forEach((courseId, index) => {
    const detail = details.get(courseId)?.detail;
    const shown = detail ?? cards.get(courseId)?.card;
    const auth = (details.get(courseId) ?? cards.get(courseId))?.auth ?? false;
    if (!shown) return;
    let course = state.courses.find((c) => c.id === courseId);
    if (!course)
      state.courses.push(
        (course = { id: courseId, name: shown.courseName, teacherId: null, studentIds: [] }),
      );
    course.name = shown.courseName;
    if (me && auth) {
      course.studentIds = course.studentIds.filter((id) => id !== me.id);
      if (shown.joined) course.studentIds.push(me.id);
    }
    const old = state.courseCatalogue.find((e) => e.courseId === courseId);
    const entry = {
      courseId,
      cover: shown.cover,
      tag: shown.tag,
      intro: shown.intro,
      introHtml: detail?.introHtml ?? old?.introHtml ?? '',
      completion: detail?.completion ?? old?.completion ?? null,
      // New courses keep the recorded list's order (newest first).
      createTime: old?.createTime ?? backendTime(now - index * 60_000),
    };
    state.courseCatalogue = [...state.courseCatalogue.filter((e) => e.courseId !== courseId), entry];
    if (!detail) return;
    if (detail.teacher) {
      ensureUser(detail.teacher.id, {
        truename: detail.teacher.truename,
        headImgUrl: detail.teacher.headImgUrl,
        role: 'teacher',
      });
      course.teacherId = detail.teacher.id;
    }
    const chapters = detail.chapters;
    const resourceIds = new Set(
      chapters.flatMap((c) => c.lessons.flatMap((l) => l.resources.map((r) => r.resourceId))),
    );
    state.chapters = [
      ...state.chapters.filter((c) => c.courseId !== courseId),
      ...chapters.map((c) => ({ chapterId: c.chapterId, courseId, title: c.title })),
    ];
    state.lessons = [
      ...state.lessons.filter((l) => l.courseId !== courseId),
      ...chapters.flatMap((c) =>
        c.lessons.map((l) => ({ lessonId: l.lessonId, chapterId: c.chapterId, courseId, title: l.title })),
      ),
    ];
    state.courseResources = [
      ...state.courseResources.filter((r) => r.courseId !== courseId && !resourceIds.has(r.resourceId)),
      ...chapters.flatMap((c) =>
        c.lessons.flatMap((l) =>
          l.resources.map((r) =>
            storedResourceSchema.parse({
              resourceId: r.resourceId,
              lessonId: l.lessonId,
              courseId,
              type: r.type,
              title: r.title,
            }),
          ),
        ),
      ),
    ];
  });
  if (courseIds.length > 0) notes.push(`${courseIds.length} courses (${details.size} with their chapters)`);

  const checked = fakeStateSchema.safeParse(state);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(
      `--into state: the recording does not make a valid state (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return { state: checked.data, notes };
}
