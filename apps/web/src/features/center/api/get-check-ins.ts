import { useQuery } from '@tanstack/react-query';
import { endpoints, type CheckItem, type CheckRecord } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { centerKeys } from './keys';

/** GET /portal/student/checkCurrent: the check-in items open now. */
export const getOpenCheckIns = (signal?: AbortSignal): Promise<CheckItem[]> =>
  call(endpoints.checkCurrent, { signal });

/** GET /portal/student/checkHistory, or /checkHistory/course?courseId= for one course. */
export const getCheckHistory = (courseId: number | null, signal?: AbortSignal): Promise<CheckRecord[]> =>
  courseId === null
    ? call(endpoints.checkHistory, { signal })
    : call(endpoints.checkHistoryCourse, { query: { courseId }, signal });

/** GET /portal/student/check/item?teachclassId=: every item of one teaching class. */
export const getClassCheckItems = (teachclassId: number, signal?: AbortSignal): Promise<CheckItem[]> =>
  call(endpoints.checkItems, { query: { teachclassId }, signal });

/** The check-in items open now. */
export const useOpenCheckIns = () =>
  useQuery({ queryKey: centerKeys.attendance.open(), queryFn: ({ signal }) => getOpenCheckIns(signal) });

/** The history, of every course (null) or of one. */
export const useCheckHistory = (courseId: number | null, enabled = true) =>
  useQuery({
    queryKey: centerKeys.attendance.history(courseId),
    queryFn: ({ signal }) => getCheckHistory(courseId, signal),
    enabled,
  });

/** Every item of one teaching class (null: none asked). */
export const useClassCheckItems = (teachclassId: number | null) =>
  useQuery({
    queryKey: centerKeys.attendance.classItems(teachclassId ?? 0),
    queryFn: ({ signal }) => getClassCheckItems(teachclassId ?? 0, signal),
    enabled: teachclassId !== null,
  });

/** Back to loading, then asked again (a retry button). */
export const retry = (queryKey: readonly unknown[]) => void queryClient.resetQueries({ queryKey });
