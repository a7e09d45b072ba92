import { endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import { requireUser, type ContractRoutes } from '../http';
import { TeacherStats } from '../store/teacher';

/** The teacher's views, the exam score statistics and the teacher view's per-course calls. */
export function registerTeacher(routes: ContractRoutes, deps: AppDeps): void {
  const teacher = deps.store.use(TeacherStats);

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
}
