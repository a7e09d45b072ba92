import { courseMessages, endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import { reply, requireUser, type ContractRoutes } from '../http/contract-routes';
import { CourseLearning } from '../course/learning';
import { TeacherStats } from './store';
import { StudentQuestions } from '../course/student-questions';

/**
 * The teacher's views, the exam score statistics and the teacher view's per-course calls: activity,
 * scores, answering the students' questions, the homework handed in.
 */
export function registerTeacher(routes: ContractRoutes, deps: AppDeps): void {
  const teacher = deps.store.use(TeacherStats);
  const questions = deps.store.use(StudentQuestions);
  const learning = deps.store.use(CourseLearning);

  routes.add(endpoints.liveness, ({ user }) => teacher.liveness(requireUser(user)));
  routes.add(endpoints.averageScore, ({ user }) => teacher.scoreStats(requireUser(user)));
  routes.add(endpoints.studentQa, ({ user }) => teacher.studentQa(requireUser(user)));
  routes.add(endpoints.teacherCourses, ({ user }) => teacher.teacherCourses(requireUser(user)));
  routes.add(endpoints.dailyLiveness, ({ user, query }) =>
    teacher.dailyLiveness(requireUser(user), query.courseId, query.days),
  );
  routes.add(endpoints.scoreDistribution, ({ user, query }) =>
    teacher.scoreDistribution(requireUser(user), query.courseId),
  );
  routes.add(endpoints.answerQuestion, ({ user, body }) =>
    reply(questions.answer(requireUser(user), body.id, body.answer), courseMessages.answered),
  );
  routes.add(endpoints.teacherHomework, ({ user, query }) =>
    learning.teacherHomework(teacher.taughtCourse(requireUser(user), query.courseId)),
  );
}
