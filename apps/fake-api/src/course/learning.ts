import {
  HOMEWORK_FILE_KINDS,
  courseMessages,
  type HomeworkFileKind,
  type Choice,
  type FakeState,
  type HomeworkSubmission,
  type KnowledgePoint,
  type LearningResult,
  type Lesson,
  type LessonProgressResult,
  type LessonBrief,
  type LessonResource,
  type MyCourse,
  type StoredResource,
  type StoredSubmission,
  type StoredUser,
  type TeacherHomeworkList,
  type TestSubmitResult,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { CourseHall } from './store';
import { replacesKept, scoreTest, videoDone } from './rules';
import type { StoreState } from '../state/state';
import { Users } from '../auth/users';

/** Where a homework file is served (routes/course-hall.ts). */
export const homeworkFileUrl = (storedName: string): string => `/course-files/homework/${storedName}`;

const toSubmission = (s: StoredSubmission): HomeworkSubmission => ({
  fileName: s.fileName,
  fileUrl: homeworkFileUrl(s.storedName),
  text: s.text,
  submitTime: s.submitTime,
  late: s.late,
});

/** The kinds of file a homework takes: its own, or every kind when it names none. */
export const fileKindsOf = (resource: StoredResource): HomeworkFileKind[] => [
  ...(resource.fileKinds ?? HOMEWORK_FILE_KINDS),
];

/** Whether a homework's deadline has passed at `now` (both backend times, which sort as text). */
const pastDeadline = (resource: StoredResource, now: string): boolean =>
  resource.deadline !== null && resource.deadline !== '' && now > resource.deadline;

/**
 * Learning in a course: a lesson and its resources, progress, homework, tests, and the personal
 * centre's views (my courses, results, knowledge points). Only members learn: a lesson, a resource or
 * the knowledge points of a course the caller does not take answer 403.
 */
export class CourseLearning {
  private readonly hall: CourseHall;
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.hall = state.use(CourseHall);
    this.users = state.use(Users);
  }

  private get data(): FakeState {
    return this.state.data;
  }

  private now(): string {
    return backendTime(this.state.clock.now());
  }

  private course(user: StoredUser, courseId: number) {
    const course = this.hall.course(courseId);
    if (!this.hall.mayLearn(user, course)) throw fail('forbidden', courseMessages.notJoined);
    return course;
  }

  /** A resource of a course the user takes (404 unknown, 403 not a member). */
  resource(user: StoredUser, resourceId: number): StoredResource {
    const resource = this.data.courseResources.find((r) => r.resourceId === resourceId);
    if (!resource) throw fail('notFound', courseMessages.resourceNotFound);
    this.course(user, resource.courseId);
    return resource;
  }

  lesson(user: StoredUser, lessonId: number): Lesson {
    const lesson = this.data.lessons.find((l) => l.lessonId === lessonId);
    if (!lesson) throw fail('notFound', courseMessages.lessonNotFound);
    const course = this.course(user, lesson.courseId);
    const { doneResources } = this.hall.progress(course, user);
    const now = this.now();
    const mine = <T extends { userId: number; resourceId: number }>(rows: readonly T[], id: number) =>
      rows.find((r) => r.userId === user.id && r.resourceId === id);
    const resources = this.data.courseResources
      .filter((r) => r.lessonId === lessonId)
      .map((r): LessonResource => {
        const base = { resourceId: r.resourceId, title: r.title, done: doneResources.has(r.resourceId) };
        switch (r.type) {
          case 2:
            return {
              ...base,
              type: 2,
              url: r.url ?? '',
              durationSeconds: r.durationSeconds ?? 0,
              watchedSeconds: mine(this.data.resourceProgress, r.resourceId)?.watchedSeconds ?? 0,
            };
          case 3:
            return { ...base, type: 3, url: r.url ?? '', pages: r.pages ?? 1 };
          case 1: {
            const submission = mine(this.data.homeworkSubmissions, r.resourceId);
            return {
              ...base,
              type: 1,
              promptHtml: r.promptHtml ?? '',
              deadline: r.deadline ?? '',
              overdue: pastDeadline(r, now),
              fileKinds: fileKindsOf(r),
              submission: submission ? toSubmission(submission) : null,
            };
          }
          case 4: {
            const attempt = mine(this.data.testAttempts, r.resourceId);
            return {
              ...base,
              type: 4,
              questions: r.questions.map(({ right: _right, pointIds: _points, ...q }) => q),
              attempt: attempt
                ? {
                    score: attempt.score,
                    total: attempt.total,
                    results: attempt.results,
                    submitTime: attempt.submitTime,
                  }
                : null,
            };
          }
          default:
            return { ...base, type: r.type, url: r.url };
        }
      });
    return {
      lessonId,
      title: lesson.title,
      courseId: course.id,
      courseName: course.name,
      chapterTitle: this.data.chapters.find((c) => c.chapterId === lesson.chapterId)?.title ?? '',
      favorite: this.hall.isFavorite(user, 'lesson', lessonId),
      resources,
    };
  }

  /** Where a lesson sits, for anyone: what its 403 page offers to join. */
  lessonBrief(user: StoredUser | undefined, lessonId: number): LessonBrief {
    const lesson = this.data.lessons.find((l) => l.lessonId === lessonId);
    if (!lesson) throw fail('notFound', courseMessages.lessonNotFound);
    const course = this.hall.course(lesson.courseId);
    return {
      lessonId,
      title: lesson.title,
      chapterTitle: this.data.chapters.find((c) => c.chapterId === lesson.chapterId)?.title ?? '',
      courseId: course.id,
      courseName: course.name,
      member: user !== undefined && this.hall.mayLearn(user, course),
    };
  }

  /** Records a video's furthest position (done at 90 %) or an opened courseware or link (done). */
  recordProgress(
    user: StoredUser,
    input: { resourceId: number; watchedSeconds?: number },
  ): LessonProgressResult {
    const resource = this.resource(user, input.resourceId);
    if (resource.type === 1 || resource.type === 4) throw fail('badRequest', courseMessages.notTrackable);
    let row = this.data.resourceProgress.find(
      (p) => p.userId === user.id && p.resourceId === resource.resourceId,
    );
    if (!row) {
      row = {
        userId: user.id,
        resourceId: resource.resourceId,
        watchedSeconds: 0,
        done: false,
        updateTime: '',
      };
      this.data.resourceProgress.push(row);
    }
    if (resource.type === 2) {
      const duration = resource.durationSeconds ?? 0;
      const reached = Math.min(input.watchedSeconds ?? 0, duration || Infinity);
      row.watchedSeconds = Math.max(row.watchedSeconds, reached);
      row.done = row.done || videoDone(row.watchedSeconds, resource.durationSeconds);
    } else {
      row.done = true;
    }
    row.updateTime = this.now();
    this.state.changed();
    const course = this.hall.course(resource.courseId);
    return {
      resourceId: resource.resourceId,
      done: row.done,
      watchedSeconds: resource.type === 2 ? row.watchedSeconds : null,
      courseProgress: this.hall.progress(course, user).percent,
    };
  }

  /** The homework a submission goes to (checked before the file is looked at). */
  homework(user: StoredUser, resourceId: number): StoredResource {
    const resource = this.resource(user, resourceId);
    if (resource.type !== 1) throw fail('badRequest', courseMessages.notHomework);
    return resource;
  }

  /**
   * Keeps a submission (replacing the previous one) whose bytes the route has stored; one after the
   * deadline is taken, marked late.
   */
  submitHomework(
    user: StoredUser,
    resourceId: number,
    file: Omit<StoredSubmission, 'userId' | 'resourceId' | 'submitTime' | 'late'>,
  ): HomeworkSubmission {
    const homework = this.homework(user, resourceId);
    const now = this.now();
    const row: StoredSubmission = {
      ...file,
      userId: user.id,
      resourceId,
      submitTime: now,
      late: pastDeadline(homework, now),
    };
    this.data.homeworkSubmissions = this.data.homeworkSubmissions.filter(
      (s) => !(s.userId === user.id && s.resourceId === resourceId),
    );
    this.data.homeworkSubmissions.push(row);
    this.state.changed();
    return toSubmission(row);
  }

  /**
   * The teacher's view of a course's homework: each homework in lesson order, with its students'
   * submissions, newest first (those of students who left the course included: they handed them in).
   */
  teacherHomework(course: { id: number; studentIds: number[] }): TeacherHomeworkList {
    const lessons = new Map(this.data.lessons.map((l) => [l.lessonId, l]));
    return this.hall
      .resourcesOf(course.id)
      .filter((r) => r.type === 1)
      .sort((a, b) => a.lessonId - b.lessonId || a.resourceId - b.resourceId)
      .map((r) => ({
        resourceId: r.resourceId,
        title: r.title,
        lessonId: r.lessonId,
        lessonTitle: lessons.get(r.lessonId)?.title ?? '',
        deadline: r.deadline ?? '',
        fileKinds: fileKindsOf(r),
        studentCount: course.studentIds.length,
        submissions: this.data.homeworkSubmissions
          .filter((s) => s.resourceId === r.resourceId)
          .sort((a, b) =>
            a.submitTime === b.submitTime ? b.userId - a.userId : a.submitTime < b.submitTime ? 1 : -1,
          )
          .map((s) => {
            const student = this.users.user(s.userId);
            return {
              ...toSubmission(s),
              userId: s.userId,
              studentName: student?.truename ?? '',
              userNumber: student?.userNumber ?? null,
            };
          }),
      }));
  }

  /** Scores answers; keeps the best attempt (the latest among equals). */
  submitTest(
    user: StoredUser,
    input: { resourceId: number; answers: Record<string, Choice> },
  ): TestSubmitResult {
    const resource = this.resource(user, input.resourceId);
    if (resource.type !== 4) throw fail('badRequest', courseMessages.notTest);
    const ids = new Set(resource.questions.map((q) => String(q.questionId)));
    if (Object.keys(input.answers).some((id) => !ids.has(id)))
      throw fail('badRequest', courseMessages.unknownQuestion);
    const attempt = scoreTest(resource.questions, input.answers, this.now());
    const at = this.data.testAttempts.findIndex(
      (a) => a.userId === user.id && a.resourceId === resource.resourceId,
    );
    const kept = at < 0 ? undefined : this.data.testAttempts[at];
    let result = kept;
    if (replacesKept(kept, attempt)) {
      result = { ...attempt, userId: user.id, resourceId: resource.resourceId };
      if (at < 0) this.data.testAttempts.push(result);
      else this.data.testAttempts[at] = result;
      this.state.changed();
    }
    if (!result) throw fail('internal');
    const { userId: _u, resourceId: _r, ...keptAttempt } = result;
    return { ...attempt, kept: keptAttempt };
  }

  /** The courses the user takes, most recently joined first (joins not recorded last). */
  mine(user: StoredUser): MyCourse[] {
    const courses = this.data.courses.filter((c) => c.studentIds.includes(user.id));
    const joined = new Map(
      this.data.courseJoins.filter((j) => j.userId === user.id).map((j) => [j.courseId, j.joinTime]),
    );
    const cards = this.hall.cards(courses, user);
    return courses
      .map((course, index) => {
        const progress = this.hall.progress(course, user);
        return {
          ...cards[index]!,
          progress: progress.percent,
          completion: progress.completion,
          done: progress.done,
          joinTime: joined.get(course.id) ?? null,
        };
      })
      .sort((a, b) => {
        if (a.joinTime === b.joinTime) return a.courseId - b.courseId;
        if (a.joinTime === null) return 1;
        if (b.joinTime === null) return -1;
        return a.joinTime < b.joinTime ? 1 : -1;
      });
  }

  /** Per course the user takes: their score, the course's stats and their kept attempts. */
  results(user: StoredUser): LearningResult[] {
    return this.mine(user).map((card) => {
      const course = this.hall.course(card.courseId);
      const tests = this.hall.resourcesOf(course.id).filter((r) => r.type === 4);
      const attempts = tests.flatMap((t) => {
        const a = this.data.testAttempts.find((x) => x.userId === user.id && x.resourceId === t.resourceId);
        return a
          ? [
              {
                resourceId: t.resourceId,
                title: t.title,
                score: a.score,
                total: a.total,
                submitTime: a.submitTime,
              },
            ]
          : [];
      });
      return {
        courseId: course.id,
        courseName: course.name,
        score: attempts.length === 0 ? null : attempts.reduce((s, a) => s + a.score, 0),
        fullScore: this.hall.fullScore(course.id),
        scoreStats: this.hall.scoreStats(course.id),
        progress: card.progress,
        attempts,
      };
    });
  }

  /**
   * The course's knowledge points as a tree. A point's mastery: the share of right answers among the
   * questions checking it or a point under it, in the user's kept attempts; 0 before any.
   */
  knowledge(user: StoredUser, courseId: number): KnowledgePoint[] {
    const course = this.hall.course(courseId);
    if (!this.hall.takes(user, course) && course.teacherId !== user.id)
      throw fail('forbidden', courseMessages.notJoined);
    const points = this.data.knowledgePoints.filter((p) => p.courseId === courseId);
    const tally = new Map<number, { right: number; answered: number }>();
    const questions = new Map(
      this.hall
        .resourcesOf(courseId)
        .flatMap((r) => r.questions)
        .map((q) => [q.questionId, q]),
    );
    for (const attempt of this.data.testAttempts) {
      if (attempt.userId !== user.id) continue;
      for (const result of attempt.results) {
        for (const pointId of questions.get(result.questionId)?.pointIds ?? []) {
          const t = tally.get(pointId) ?? { right: 0, answered: 0 };
          t.answered += 1;
          if (result.correct) t.right += 1;
          tally.set(pointId, t);
        }
      }
    }
    const build = (parentId: number | null): Array<KnowledgePoint & { right: number; answered: number }> =>
      points
        .filter((p) => p.parentId === parentId)
        .map((p) => {
          const children = build(p.pointId);
          const own = tally.get(p.pointId) ?? { right: 0, answered: 0 };
          const right = own.right + children.reduce((s, c) => s + c.right, 0);
          const answered = own.answered + children.reduce((s, c) => s + c.answered, 0);
          return {
            pointId: p.pointId,
            name: p.name,
            mastery: answered === 0 ? 0 : Math.round((100 * right) / answered),
            children,
            right,
            answered,
          };
        });
    const strip = (nodes: ReturnType<typeof build>): KnowledgePoint[] =>
      nodes.map((n) => ({
        pointId: n.pointId,
        name: n.name,
        mastery: n.mastery,
        children: strip(n.children as ReturnType<typeof build>),
      }));
    return strip(build(null));
  }
}
