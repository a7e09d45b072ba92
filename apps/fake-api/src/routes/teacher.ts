import { endpoints } from '@shui/contract';
import type { AppDeps } from '../deps';
import { requireUser, type ContractRoutes } from '../http';
import { TeacherStats } from '../store/teacher';

/** The teacher's views and the exam score statistics. */
export function registerTeacher(routes: ContractRoutes, deps: AppDeps): void {
  const teacher = deps.store.use(TeacherStats);

  routes.add(endpoints.liveness, ({ user }) => teacher.liveness(requireUser(user)));
  routes.add(endpoints.averageScore, ({ user }) => teacher.scoreStats(requireUser(user)));
  routes.add(endpoints.studentQa, ({ user }) => teacher.studentQa(requireUser(user)));
}
