import { endpoints, type CheckItem, type CheckRecord } from '@shui/contract';
import { call } from '../../../../lib/api-client';

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

/** POST /portal/student/check?checkItemId=: checks in; resolves with the new record. */
export const checkIn = (checkItemId: number): Promise<CheckRecord> =>
  call(endpoints.checkIn, { query: { checkItemId } });
