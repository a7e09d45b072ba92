import type { StoredUser } from '@shui/contract';
import { Courses } from './courses';
import type { StoreState } from './state';
import { Users } from './users';

/** The teacher's views (liveness, students' questions) and the exam score statistics. */
export class TeacherStats {
  private readonly courses: Courses;
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.courses = state.use(Courses);
    this.users = state.use(Users);
  }

  liveness(teacher: StoredUser) {
    const { checkItems, checkRecords } = this.state.data;
    const courses = this.courses.taughtBy(teacher);
    const students = new Set(courses.flatMap((c) => c.studentIds));
    const itemIds = new Set(
      checkItems.filter((i) => courses.some((c) => c.id === i.courseId)).map((i) => i.checkItemId),
    );
    const active = new Set(checkRecords.filter((r) => itemIds.has(r.checkItemId)).map((r) => r.userId));
    const activeStudents = [...active].filter((id) => students.has(id)).length;
    return {
      courseCount: courses.length,
      studentCount: students.size,
      activeStudents,
      liveness: students.size === 0 ? 0 : Math.round((activeStudents / students.size) * 100) / 100,
    };
  }

  studentQa(teacher: StoredUser) {
    const courseIds = new Set(this.courses.taughtBy(teacher).map((c) => c.id));
    return this.state.data.studentQa
      .filter((q) => courseIds.has(q.courseId))
      .map((q) => ({
        id: q.id,
        studentName: this.users.user(q.userId)?.truename ?? '',
        courseId: q.courseId,
        question: q.question,
        answer: q.answer,
        createTime: q.createTime,
      }));
  }

  /** Exam score statistics over the courses the user takes or teaches. */
  scoreStats(user: StoredUser) {
    const courseIds = new Set(this.courses.of(user).map((c) => c.id));
    const scores = this.state.data.scores.filter((s) => courseIds.has(s.courseId)).map((s) => s.score);
    if (scores.length === 0) return { maxScore: 0, minScore: 0, avgScore: 0, totalScore: 0 };
    const total = scores.reduce((a, b) => a + b, 0);
    return {
      maxScore: Math.max(...scores),
      minScore: Math.min(...scores),
      avgScore: Math.round((total / scores.length) * 100) / 100,
      totalScore: total,
    };
  }
}
