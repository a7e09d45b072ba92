import {
  LIVENESS_WINDOW_DAYS,
  SCORE_BANDS,
  type FakeState,
  type StoredUser,
  teacherErrors,
} from '@shui/contract';
import { fail } from '../http/errors';
import { Courses } from '../course/courses';
import type { StoreState } from '../state/state';
import { chinaDate } from './seed';
import { Users } from '../auth/users';

type Course = FakeState['courses'][number];

/** Something a student did in a course on a day: learning actions, a check-in, a question. */
interface Activity {
  userId: number;
  /** YYYY-MM-DD, China Standard Time. */
  date: string;
  actions: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : round2(part / whole));

/**
 * The teacher's views (liveness, students' questions, the per-course dashboard) and the exam score
 * statistics. A course's activity is what its students did: the learning actions of the state
 * (`learningActivity`), their check-ins and their questions, so a check-in or a question made through
 * the portal shows up in the teacher's figures at once.
 */
export class TeacherStats {
  private readonly courses: Courses;
  private readonly users: Users;

  constructor(private readonly state: StoreState) {
    this.courses = state.use(Courses);
    this.users = state.use(Users);
  }

  /** GET /teacher/course/sum_liveness: students active in the last LIVENESS_WINDOW_DAYS days. */
  liveness(teacher: StoredUser) {
    const courses = this.courses.taughtBy(teacher);
    const students = new Set(courses.flatMap((c) => c.studentIds));
    const since = chinaDate(this.state.clock.now(), LIVENESS_WINDOW_DAYS - 1);
    const active = new Set<number>();
    for (const course of courses) {
      for (const a of this.activityOf(course)) if (a.date >= since) active.add(a.userId);
    }
    return {
      courseCount: courses.length,
      studentCount: students.size,
      activeStudents: active.size,
      liveness: ratio(active.size, students.size),
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
      avgScore: round2(total / scores.length),
      totalScore: total,
    };
  }

  /** The courses the teacher teaches, for the course picker. */
  teacherCourses(teacher: StoredUser) {
    return this.courses.taughtBy(teacher).map((c) => ({
      courseId: c.id,
      courseName: c.name,
      studentCount: c.studentIds.length,
    }));
  }

  /** A course's activity on each of the last `days` days, oldest first, today (China time) last. */
  dailyLiveness(teacher: StoredUser, courseId: number, days: number) {
    const course = this.taughtCourse(teacher, courseId);
    const now = this.state.clock.now();
    const perDay = new Map<string, { students: Set<number>; actions: number }>();
    for (let ago = days - 1; ago >= 0; ago -= 1) {
      perDay.set(chinaDate(now, ago), { students: new Set(), actions: 0 });
    }
    const active = new Set<number>();
    for (const a of this.activityOf(course)) {
      const day = perDay.get(a.date);
      if (!day) continue;
      day.students.add(a.userId);
      day.actions += a.actions;
      active.add(a.userId);
    }
    return {
      courseId: course.id,
      courseName: course.name,
      studentCount: course.studentIds.length,
      activeStudents: active.size,
      liveness: ratio(active.size, course.studentIds.length),
      days: [...perDay].map(([date, day]) => ({
        date,
        activeStudents: day.students.size,
        actions: day.actions,
      })),
    };
  }

  /** A course's exam scores (of its students): statistics and the count in each band. */
  scoreDistribution(teacher: StoredUser, courseId: number) {
    const course = this.taughtCourse(teacher, courseId);
    const students = new Set(course.studentIds);
    const scores = this.state.data.scores
      .filter((s) => s.courseId === course.id && students.has(s.userId))
      .map((s) => s.score);
    const total = scores.reduce((a, b) => a + b, 0);
    const band = (score: number) => Math.min(100, Math.max(0, Math.floor(score)));
    return {
      courseId: course.id,
      courseName: course.name,
      studentCount: course.studentIds.length,
      scoredCount: scores.length,
      avgScore: scores.length === 0 ? 0 : round2(total / scores.length),
      maxScore: scores.length === 0 ? 0 : Math.max(...scores),
      minScore: scores.length === 0 ? 0 : Math.min(...scores),
      bands: SCORE_BANDS.map(({ min, max }) => ({
        min,
        max,
        count: scores.filter((s) => band(s) >= min && band(s) <= max).length,
      })),
    };
  }

  /** The course, if the teacher teaches it: else 404 (no such course) or 403 (someone else's). */
  taughtCourse(teacher: StoredUser, courseId: number): Course {
    const course = this.state.data.courses.find((c) => c.id === courseId);
    if (!course) throw fail(teacherErrors.courseNotFound);
    if (course.teacherId !== teacher.id) throw fail(teacherErrors.notCourseTeacher);
    return course;
  }

  /** What the course's enrolled students did: learning actions, check-ins and questions. */
  private activityOf(course: Course): Activity[] {
    const { learningActivity, checkItems, checkRecords, studentQa } = this.state.data;
    const students = new Set(course.studentIds);
    const itemIds = new Set(checkItems.filter((i) => i.courseId === course.id).map((i) => i.checkItemId));
    const all: Activity[] = [
      ...learningActivity.filter((a) => a.courseId === course.id),
      ...checkRecords
        .filter((r) => itemIds.has(r.checkItemId))
        .map((r) => ({ userId: r.userId, date: r.checkTime.slice(0, 10), actions: 1 })),
      ...studentQa
        .filter((q) => q.courseId === course.id)
        .map((q) => ({ userId: q.userId, date: q.createTime.slice(0, 10), actions: 1 })),
    ];
    return all.filter((a) => students.has(a.userId));
  }
}
