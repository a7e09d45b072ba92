import {
  TEST_QUESTION_POINTS,
  courseMessages,
  type AdminCourse,
  type CollegeDetail,
  type Completion,
  type CourseCard,
  type CourseDetail,
  type CourseList,
  type CourseSchool,
  type CourseScoreStats,
  type CourseTag,
  type FakeState,
  type ProgramDetail,
  type Programme,
  type ResourceCounts,
  type StoredCatalogueEntry,
  type StoredResource,
  type StoredUser,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { pageSlice, type PageRequest } from '../state/page-slice';
import { nextId, type StoreState } from '../state/state';
import { Users } from '../auth/users';

type Course = FakeState['courses'][number];

/** The cover of a course: a fixture file, or one drawn from its name (routes/course-hall.ts). */
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
 * The course hall: the catalogue (cards, list, school, programmes, colleges), a course's detail, joining
 * and leaving, and what the caller has done in a course. Everything is computed from the state on each
 * call (a thousand courses take well under a millisecond), so nothing is kept to go stale.
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
    if (!course) throw fail('notFound', courseMessages.courseNotFound);
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

  private teacherName(teacherId: number | null): string {
    return teacherId === null ? '' : (this.users.user(teacherId)?.truename ?? '');
  }

  /**
   * A page of the catalogue, newest course first (then the larger id): tag filters, keyword matches
   * the name without regard to case. A page past the end is an empty list with the total.
   */
  list(query: PageRequest & { tag?: number; keyword?: string }, user: StoredUser | undefined): CourseList {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const entries = new Map(this.data.courseCatalogue.map((e) => [e.courseId, e]));
    const matching = this.data.courses
      .filter(
        (c) =>
          (query.tag === undefined || (entries.get(c.id)?.tag ?? 1) === query.tag) &&
          (keyword === '' || c.name.toLowerCase().includes(keyword)),
      )
      .map((c) => ({ course: c, time: entries.get(c.id)?.createTime ?? '' }))
      .sort((a, b) => (a.time === b.time ? b.course.id - a.course.id : a.time < b.time ? 1 : -1));
    const page = pageSlice(matching, query);
    return {
      ...page,
      list: this.cards(
        page.list.map((m) => m.course),
        user,
      ),
    };
  }

  private coursesById(ids: readonly number[]): Course[] {
    const byId = new Map(this.data.courses.map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private programme(p: FakeState['programmes'][number], user: StoredUser | undefined): Programme {
    const college = this.data.colleges.find((c) => c.collegeId === p.collegeId);
    return {
      programId: p.programId,
      name: p.name,
      collegeId: p.collegeId,
      collegeName: college?.name ?? '',
      intro: p.intro,
      groups: this.data.courseGroups
        .filter((g) => g.programId === p.programId)
        .map((g) => ({
          groupId: g.groupId,
          name: g.name,
          courses: this.cards(this.coursesById(g.courseIds), user),
        })),
    };
  }

  school(user: StoredUser | undefined): CourseSchool {
    return { programmes: this.data.programmes.map((p) => this.programme(p, user)) };
  }

  program(programId: number): ProgramDetail {
    const p = this.data.programmes.find((x) => x.programId === programId);
    if (!p) throw fail('notFound', courseMessages.programNotFound);
    return { ...this.programme(p, undefined), introHtml: p.introHtml, goals: [...p.goals] };
  }

  college(collegeId: number): CollegeDetail {
    const c = this.data.colleges.find((x) => x.collegeId === collegeId);
    if (!c) throw fail('notFound', courseMessages.collegeNotFound);
    return {
      collegeId: c.collegeId,
      name: c.name,
      intro: c.intro,
      introHtml: c.introHtml,
      programmes: this.data.programmes
        .filter((p) => p.collegeId === collegeId)
        .map((p) => ({
          programId: p.programId,
          name: p.name,
          intro: p.intro,
          courseCount: new Set(
            this.data.courseGroups.filter((g) => g.programId === p.programId).flatMap((g) => g.courseIds),
          ).size,
        })),
    };
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

  detail(courseId: number, user: StoredUser | undefined): CourseDetail {
    const course = this.course(courseId);
    const [card] = this.cards([course], user);
    if (!card) throw fail('internal');
    const entry = this.entry(courseId);
    const teacher = course.teacherId === null ? undefined : this.users.user(course.teacherId);
    const resources = this.resourcesOf(courseId);
    const count = (...types: number[]) => resources.filter((r) => types.includes(r.type)).length;
    const counts: ResourceCounts = {
      homeworkResNums: count(1),
      videoResNums: count(2),
      coursewareResNums: count(3),
      testResNums: count(4),
      practiceResNums: count(5),
      programResNum: count(7, 8),
      otherResNums: count(6, 9, 11),
    };
    const progress = this.progress(course, user);
    return {
      ...card,
      introHtml: entry.introHtml,
      teacher: teacher
        ? { id: teacher.id, truename: teacher.truename, headImgUrl: teacher.headImgUrl }
        : null,
      ...counts,
      completion: progress.completion,
      progress: progress.done,
      scoreStats: this.scoreStats(courseId),
      teachClasses: this.data.teachClasses
        .filter((t) => t.courseId === courseId)
        .map((t) => ({
          teachclassId: t.teachclassId,
          name: t.name,
          teacherName: this.teacherName(t.teacherId),
          studentCount: t.studentIds.length,
        })),
      favorite: this.isFavorite(user, 'course', courseId),
      chapters: this.data.chapters
        .filter((c) => c.courseId === courseId)
        .map((c) => ({
          chapterId: c.chapterId,
          title: c.title,
          lessons: this.data.lessons
            .filter((l) => l.chapterId === c.chapterId)
            .map((l) => ({
              lessonId: l.lessonId,
              title: l.title,
              resources: resources
                .filter((r) => r.lessonId === l.lessonId)
                .map((r) => ({
                  resourceId: r.resourceId,
                  type: r.type,
                  title: r.title,
                  done: progress.doneResources.has(r.resourceId),
                })),
            })),
        })),
    };
  }

  /** Joins as a student: into the course, its first teaching class, with the time recorded. */
  join(user: StoredUser, courseId: number): void {
    const course = this.course(courseId);
    if (this.takes(user, course)) throw fail('conflict', courseMessages.alreadyJoined);
    if (this.teaches(user, course)) throw fail('conflict', courseMessages.teacherNoJoin);
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
    if (!this.takes(user, course)) throw fail('badRequest', courseMessages.notJoined);
    course.studentIds = course.studentIds.filter((id) => id !== user.id);
    for (const t of this.data.teachClasses)
      if (t.courseId === courseId) t.studentIds = t.studentIds.filter((id) => id !== user.id);
    this.data.courseJoins = this.data.courseJoins.filter(
      (j) => !(j.courseId === courseId && j.userId === user.id),
    );
    this.state.changed();
  }

  /** The control plane's view of courses (`shui courses list`): newest first, filtered like the list. */
  adminList(query: { keyword?: string; tag?: number }): { total: number; courses: AdminCourse[] } {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const all = this.list(
      { pageNum: 1, pageSize: this.data.courses.length || 1, tag: query.tag, keyword },
      undefined,
    );
    const byId = new Map(this.data.courses.map((c) => [c.id, c]));
    return {
      total: all.total,
      courses: all.list.map((card) => {
        const course = byId.get(card.courseId)!;
        const teacher = course.teacherId === null ? undefined : this.users.user(course.teacherId);
        return {
          courseId: card.courseId,
          name: card.courseName,
          teacher: teacher?.username ?? null,
          teacherName: card.teacherName,
          tag: card.tag,
          studentCount: card.studentCount,
          lessonCount: card.lessonCount,
          createTime: this.entry(card.courseId).createTime,
        };
      }),
    };
  }

  /**
   * Adds courses with their catalogue entries (the control plane's `shui courses add` / `seed --courses`),
   * each with its intro as text and as the HTML the course page shows (made by the caller).
   */
  add(
    inputs: ReadonlyArray<{
      name: string;
      teacherId: number;
      tag: CourseTag;
      intro: string;
      introHtml: string;
    }>,
  ): Course[] {
    let id = nextId(this.data.courses.map((c) => c.id));
    const createTime = backendTime(this.state.clock.now());
    const added = inputs.map((input) => {
      const course: Course = { id: id++, name: input.name, teacherId: input.teacherId, studentIds: [] };
      this.data.courses.push(course);
      this.data.courseCatalogue.push({
        courseId: course.id,
        cover: coverUrl(course.id),
        tag: input.tag,
        intro: input.intro,
        introHtml: input.introHtml,
        completion: null,
        createTime,
      });
      return course;
    });
    this.state.changed();
    return added;
  }
}
