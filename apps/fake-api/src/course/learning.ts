import {
  type Choice,
  type FakeState,
  type HomeworkSubmission,
  type Lesson,
  type LessonProgressResult,
  type LessonBrief,
  type LessonResource,
  type StoredResource,
  type StoredSubmission,
  type StoredUser,
  type TeacherHomeworkList,
  type TestSubmitResult,
  courseErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { CourseHall } from './store';
import { fileKindsOf, pastDeadline, replacesKept, scoreTest, toSubmission, videoDone } from './rules';
import type { StoreState } from '../state/state';
import { Users } from '../auth/users';

/**
 * Learning in a course: a lesson and its resources, progress, homework, tests (the personal centre's
 * views of it: my-learning.ts). Only members learn: a lesson or a resource of a course the caller does
 * not take answer 403.
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
    if (!this.hall.mayLearn(user, course)) throw fail(courseErrors.notJoined);
    return course;
  }

  /** A resource of a course the user takes (404 unknown, 403 not a member). */
  resource(user: StoredUser, resourceId: number): StoredResource {
    const resource = this.data.courseResources.find((r) => r.resourceId === resourceId);
    if (!resource) throw fail(courseErrors.resourceNotFound);
    this.course(user, resource.courseId);
    return resource;
  }

  lesson(user: StoredUser, lessonId: number): Lesson {
    const lesson = this.data.lessons.find((l) => l.lessonId === lessonId);
    if (!lesson) throw fail(courseErrors.lessonNotFound);
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
    if (!lesson) throw fail(courseErrors.lessonNotFound);
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
    if (resource.type === 1 || resource.type === 4) throw fail(courseErrors.notTrackable);
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
    if (resource.type !== 1) throw fail(courseErrors.notHomework);
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
    if (resource.type !== 4) throw fail(courseErrors.notTest);
    const ids = new Set(resource.questions.map((q) => String(q.questionId)));
    if (Object.keys(input.answers).some((id) => !ids.has(id))) throw fail(courseErrors.unknownQuestion);
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
}
