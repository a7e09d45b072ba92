import { endpoints, type MeetingPage } from '@shui/contract';
import { env } from '../../../../config/env';
import { call } from '../../../../lib/api-client';

/** GET /portal/center/meetings?pageNum&pageSize: live first, then upcoming, then ended. */
export const getMeetings = (pageNum: number, pageSize: number, signal?: AbortSignal): Promise<MeetingPage> =>
  call(endpoints.centerMeetings, { query: { pageNum, pageSize }, signal });

/** A meeting's join address: absolute as given, or a path on the API's base address. */
export function joinAddress(joinUrl: string): string {
  if (/^https?:\/\//i.test(joinUrl)) return joinUrl;
  return `${env.api.replace(/\/$/, '')}${joinUrl.startsWith('/') ? '' : '/'}${joinUrl}`;
}
