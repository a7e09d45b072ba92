import {
  TEST_QUESTION_POINTS,
  type Completion,
  type CourseCard,
  type CourseScoreStats,
  type FakeState,
  type StoredCatalogueEntry,
  type StoredResource,
  type StoredUser,
  courseErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { type StoreState } from '../state/state';
import { Users } from '../auth/users';

type Course = FakeState['courses'][number];

/** The cover of a course: a fixture file, or one drawn from its name (files.ts). */
export const coverUrl = (courseId: number): string => `/course-files/covers/${courseId}.svg`;

/** What a course with no catalogue entry (an older state, a course added by hand) shows. */
const defaultEntry = (courseId: number): StoredCatalogueEntry => ({
  courseId,
  cover: coverUrl(courseId),
  tag: 1,
  intro: '',
  introHtml: '',
  completion: null,
  createTime: '',
});

/** Who did what in a course: the caller's progress (docs/decisions.md 35, "what counts as done"). */
export interface CourseProgress {
  completion: Completion;
  done: Completion;
  /** 0-100 */
  percent: number;
  doneResources: Set<number>;
}

/**
 * The course hall's rules: a course and its catalogue entry, who takes and teaches it, its cards,
 * joining and leaving, and what the caller has done in it (what the pages show of it: catalogue.ts).
 * Everything is computed from the state on each call (a thousand courses take well under a millisecond),
 * so nothing is kept to go stale.
 */
export class CourseHall {
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.users = state.use(Users);
  }

  private get data(): FakeState {
    return this.state.data;
  }

  course(courseId: number): Course {
    const course = this.data.courses.find((c) => c.id === courseId);
    if (!course) throw fail(courseErrors.courseNotFound);
    return course;
  }

  entry(courseId: number): StoredCatalogueEntry {
    return this.data.courseCatalogue.find((e) => e.courseId === courseId) ?? defaultEntry(courseId);
  }

  /** Whether the user takes the course (as a student). */
  takes(user: StoredUser | undefined, course: Course): boolean {
    return user !== undefined && course.studentIds.includes(user.id);
  }

  /** Whether the user teaches the course. */
  teaches(user: StoredUser | undefined, course: Course): boolean {
    return user !== undefined && course.teacherId === user.id;
  }

  /** Whether the user may open the course's lessons: a student of it or its teacher. */
  mayLearn(user: StoredUser, course: Course): boolean {
    return this.takes(user, course) || this.teaches(user, course);
  }

  /** Cards of these courses for this caller, with the catalogue and lesson counts looked up once. */
  cards(courses: readonly Course[], user: StoredUser | undefined): CourseCard[] {
    const wanted = new Set(courses.map((c) => c.id));
    const entries = new Map<number, StoredCatalogueEntry>();
    for (const e of this.data.courseCatalogue) if (wanted.has(e.courseId)) entries.set(e.courseId, e);
    const lessons = new Map<number, number>();
    for (const l of this.data.lessons)
      if (wanted.has(l.courseId)) lessons.set(l.courseId, (lessons.get(l.courseId) ?? 0) + 1);
    return courses.map((c) => {
      const entry = entries.get(c.id) ?? defaultEntry(c.id);
      return {
        courseId: c.id,
        courseName: c.name,
        cover: entry.cover,
        teacherName: this.teacherName(c.teacherId),
        tag: entry.tag,
        intro: entry.intro,
        studentCount: c.studentIds.length,
        lessonCount: lessons.get(c.id) ?? 0,
        joined: this.takes(user, c),
        teaching: this.teaches(user, c),
      };
    });
  }

  teacherName(teacherId: number | null): string {
    return teacherId === null ? '' : (this.users.user(teacherId)?.truename ?? '');
  }

  resourcesOf(courseId: number): StoredResource[] {
    return this.data.courseResources.filter((r) => r.courseId === courseId);
  }

  /** What completing the course requires, and what the user has done of it. */
  progress(course: Course, user: StoredUser | undefined): CourseProgress {
    const resources = this.resourcesOf(course.id);
    const count = (type: number) => resources.filter((r) => r.type === type).length;
    const completion = this.entry(course.id).completion ?? {
      videoTimes: count(2),
      examTimes: count(4),
      homeworkTimes: count(1),
    };
    const doneResources = new Set<number>();
    if (user) {
      const ids = new Set(resources.map((r) => r.resourceId));
      for (const p of this.data.resourceProgress)
        if (p.userId === user.id && p.done && ids.has(p.resourceId)) doneResources.add(p.resourceId);
      for (const s of this.data.homeworkSubmissions)
        if (s.userId === user.id && ids.has(s.resourceId)) doneResources.add(s.resourceId);
      for (const a of this.data.testAttempts)
        if (a.userId === user.id && ids.has(a.resourceId)) doneResources.add(a.resourceId);
    }
    const doneOf = (type: number) =>
      resources.filter((r) => r.type === type && doneResources.has(r.resourceId)).length;
    const done = { videoTimes: doneOf(2), examTimes: doneOf(4), homeworkTimes: doneOf(1) };
    const required = completion.videoTimes + completion.examTimes + completion.homeworkTimes;
    const reached =
      Math.min(done.videoTimes, completion.videoTimes) +
      Math.min(done.examTimes, completion.examTimes) +
      Math.min(done.homeworkTimes, completion.homeworkTimes);
    const percent = required === 0 ? 0 : Math.round((100 * reached) / required);
    return { completion, done, percent, doneResources };
  }

  /**
   * The exam stats of a course: each student's course score is the sum of their kept attempts; max,
   * min and average (one decimal) over those who have one; totalScore is the course's full marks.
   */
  scoreStats(courseId: number): CourseScoreStats | null {
    const tests = new Map(
      this.resourcesOf(courseId)
        .filter((r) => r.type === 4)
        .map((r) => [r.resourceId, r]),
    );
    const byUser = new Map<number, number>();
    for (const a of this.data.testAttempts)
      if (tests.has(a.resourceId)) byUser.set(a.userId, (byUser.get(a.userId) ?? 0) + a.score);
    if (byUser.size === 0) return null;
    const scores = [...byUser.values()];
    return {
      maxScore: Math.max(...scores),
      minScore: Math.min(...scores),
      avgScore: Math.round((scores.reduce((s, x) => s + x, 0) / scores.length) * 10) / 10,
      totalScore: this.fullScore(courseId),
    };
  }

  fullScore(courseId: number): number {
    return this.resourcesOf(courseId)
      .filter((r) => r.type === 4)
      .reduce((sum, r) => sum + r.questions.length * TEST_QUESTION_POINTS, 0);
  }

  isFavorite(user: StoredUser | undefined, targetType: 'course' | 'lesson', targetId: number): boolean {
    return (
      user !== undefined &&
      this.data.favorites.some(
        (f) => f.userId === user.id && f.targetType === targetType && f.targetId === targetId,
      )
    );
  }

  /** Joins as a student: into the course, its first teaching class, with the time recorded. */
  join(user: StoredUser, courseId: number): void {
    const course = this.course(courseId);
    if (this.takes(user, course)) throw fail(courseErrors.alreadyJoined);
    if (this.teaches(user, course)) throw fail(courseErrors.teacherNoJoin);
    course.studentIds.push(user.id);
    const firstClass = this.data.teachClasses
      .filter((t) => t.courseId === courseId)
      .sort((a, b) => a.teachclassId - b.teachclassId)[0];
    if (firstClass && !firstClass.studentIds.includes(user.id)) firstClass.studentIds.push(user.id);
    this.data.courseJoins = this.data.courseJoins.filter(
      (j) => !(j.courseId === courseId && j.userId === user.id),
    );
    this.data.courseJoins.push({ courseId, userId: user.id, joinTime: backendTime(this.state.clock.now()) });
    this.state.changed();
  }

  /** Leaves a course and its classes; what the user did in it stays (joining again finds it). */
  leave(user: StoredUser, courseId: number): void {
    const course = this.course(courseId);
    if (!this.takes(user, course)) throw fail(courseErrors.leaveNotJoined);
    course.studentIds = course.studentIds.filter((id) => id !== user.id);
    for (const t of this.data.teachClasses)
      if (t.courseId === courseId) t.studentIds = t.studentIds.filter((id) => id !== user.id);
    this.data.courseJoins = this.data.courseJoins.filter(
      (j) => !(j.courseId === courseId && j.userId === user.id),
    );
    this.state.changed();
  }
}
