import {
  type FakeState,
  type KnowledgePoint,
  type LearningResult,
  type MyCourse,
  type StoredUser,
  courseErrors,
} from '@shui/contract';
import { fail } from '../http/errors';
import type { StoreState } from '../state/state';
import { CourseHall } from './store';

/**
 * The personal centre's views of the courses the caller takes: my courses, the results, the knowledge
 * points (a course the caller neither takes nor teaches answers 403).
 */
export class MyLearning {
  private readonly hall: CourseHall;

  constructor(private readonly state: StoreState) {
    this.hall = state.use(CourseHall);
  }

  private get data(): FakeState {
    return this.state.data;
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
      throw fail(courseErrors.notTakingCourse);
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
