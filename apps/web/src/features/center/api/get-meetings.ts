import { useQuery } from '@tanstack/react-query';
import { endpoints, type MeetingPage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/center/meetings?pageNum&pageSize: live first, then upcoming, then ended. */
export const getMeetings = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<MeetingPage> =>
  call(endpoints.centerMeetings, { query: { pageNum, pageSize }, signal });

/** A page of the user's meetings (entry e); with its query key. */
export function useMeetings(pageNum: number, pageSize: number) {
  const queryKey = centerKeys.meetings.page(pageNum, pageSize);
  const query = useQuery({ queryKey, queryFn: ({ signal }) => getMeetings(pageNum, pageSize, signal) });
  return { query, queryKey };
}
