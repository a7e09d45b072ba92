import { answerNotice, type FakeState, type MyQuestion, type StoredUser, courseErrors } from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { CourseHall } from './store';
import { Notifications } from '../notifications/store';
import { nextId, type StoreState } from '../state/state';
import { Users } from '../auth/users';

type StoredQuestion = FakeState['studentQa'][number];

const mine = (q: StoredQuestion): MyQuestion => ({
  id: q.id,
  courseId: q.courseId,
  question: q.question,
  answer: q.answer,
  createTime: q.createTime,
});

/**
 * Students' questions to the teacher of a course: a student asks in a course they take and reads the
 * answers there; the course's teacher answers (GET /teacher/teacher_admin/question/student/QA lists
 * them, TeacherStats), and the student is notified with a link to the course.
 */
export class StudentQuestions {
  private readonly hall: CourseHall;
  private readonly users: Users;
  private readonly notifications: Notifications;

  constructor(private readonly state: StoreState) {
    this.hall = state.use(CourseHall);
    this.users = state.use(Users);
    this.notifications = state.use(Notifications);
  }

  /** The user's questions in a course, newest first (none in a course they never asked in). */
  mine(user: StoredUser, courseId: number): MyQuestion[] {
    this.hall.course(courseId);
    return this.state.data.studentQa
      .filter((q) => q.userId === user.id && q.courseId === courseId)
      .sort((a, b) => (a.createTime === b.createTime ? b.id - a.id : a.createTime < b.createTime ? 1 : -1))
      .map(mine);
  }

  /** A question from a student of the course. */
  ask(user: StoredUser, courseId: number, question: string): MyQuestion {
    const course = this.hall.course(courseId);
    if (!this.hall.takes(user, course)) throw fail(courseErrors.notTakingCourse);
    const row: StoredQuestion = {
      id: nextId(this.state.data.studentQa.map((q) => q.id)),
      userId: user.id,
      courseId,
      question,
      answer: null,
      createTime: backendTime(this.state.clock.now()),
    };
    this.state.data.studentQa.push(row);
    this.state.changed();
    return mine(row);
  }

  /** The teacher of the question's course answers it (again, to correct an answer); its student is told. */
  answer(teacher: StoredUser, id: number, answer: string) {
    const row = this.state.data.studentQa.find((q) => q.id === id);
    if (!row) throw fail(courseErrors.questionNotFound);
    const course = this.state.data.courses.find((c) => c.id === row.courseId);
    if (!course || !this.hall.teaches(teacher, course)) throw fail(courseErrors.notTeacherOfQuestion);
    row.answer = answer;
    this.state.changed();
    if (this.users.user(row.userId)) this.notifications.add(row.userId, answerNotice(course.name), course.id);
    return {
      id: row.id,
      studentName: this.users.user(row.userId)?.truename ?? '',
      courseId: row.courseId,
      question: row.question,
      answer: row.answer,
      createTime: row.createTime,
    };
  }
}
