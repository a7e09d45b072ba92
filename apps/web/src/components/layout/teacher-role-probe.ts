import { endpoints } from '@shui/contract';
import { call } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

/**
 * GET /teacher/course/list, silently: true for a teacher, false when refused (403: not a teacher), null
 * when it could not tell (offline, an expired session, a server error). Loaded only with a token, so a
 * visitor's page carries no api client for it.
 */
export async function probeTeacher(): Promise<boolean | null> {
  try {
    await call(endpoints.teacherCourses, { silent: true, skipRelogin: true });
    return true;
  } catch (error) {
    return isApiError(error) && error.status === 403 ? false : null;
  }
}
