import { useQuery } from '@tanstack/react-query';
import { endpoints, type CourseSchool } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { courseKeys } from './keys';

/** GET /portal/course/school: the programmes, their course groups and courses. */
export const getSchool = (signal?: AbortSignal): Promise<CourseSchool> =>
  call(endpoints.courseSchool, { signal });

export const useSchool = () =>
  useQuery({ queryKey: courseKeys.school(), queryFn: ({ signal }) => getSchool(signal) });
