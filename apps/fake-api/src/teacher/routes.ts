import type { AppDeps } from '../deps';
import { handlers, requireUser } from '../http/contract-routes';
import { CourseLearning } from '../course/learning';
import { TeacherStats } from './store';
import { StudentQuestions } from '../course/student-questions';

/**
 * The teacher's views, the exam score statistics and the teacher view's per-course calls: activity,
 * scores, answering the students' questions, the homework handed in.
 */
export function teacherHandlers(deps: AppDeps) {
  const teacher = deps.store.use(TeacherStats);
  const questions = deps.store.use(StudentQuestions);
  const learning = deps.store.use(CourseLearning);

  return handlers({
    liveness: ({ user }) => teacher.liveness(requireUser(user)),
    averageScore: ({ user }) => teacher.scoreStats(requireUser(user)),
    studentQa: ({ user }) => teacher.studentQa(requireUser(user)),
    teacherCourses: ({ user }) => teacher.teacherCourses(requireUser(user)),
    dailyLiveness: ({ user, query }) => teacher.dailyLiveness(requireUser(user), query.courseId, query.days),
    scoreDistribution: ({ user, query }) => teacher.scoreDistribution(requireUser(user), query.courseId),
    answerQuestion: ({ user, body }) => questions.answer(requireUser(user), body.id, body.answer),
    teacherHomework: ({ user, query }) =>
      learning.teacherHomework(teacher.taughtCourse(requireUser(user), query.courseId)),
  });
}
