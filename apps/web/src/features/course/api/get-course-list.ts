import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type CourseList } from '@shui/contract';
import { call } from '../../../lib/api-client';
import type { CourseListSearch } from '../course-list-search';
import { courseKeys } from './keys';

/** GET /portal/course/list?pageNum&pageSize&tag&keyword (a token, when there is one, marks `joined`). */
export const getCourseList = (search: CourseListSearch, signal?: AbortSignal): Promise<CourseList> =>
  call(endpoints.courseList, {
    query: {
      pageNum: search.pageNum,
      pageSize: search.pageSize,
      ...(search.tag === null ? {} : { tag: search.tag }),
      ...(search.keyword === '' ? {} : { keyword: search.keyword }),
    },
    signal,
  });

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const useCourseList = (search: CourseListSearch) =>
  useQuery({
    queryKey: courseKeys.list(search),
    queryFn: ({ signal }) => getCourseList(search, signal),
    placeholderData: keepPreviousData,
  });
