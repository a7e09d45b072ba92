import { useQuery } from '@tanstack/react-query';
import { endpoints, type RegistrationPage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/center/registrations?pageNum&pageSize: the user's registrations, newest first. */
export const getRegistrations = (
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<RegistrationPage> => call(endpoints.centerRegistrations, { query: { pageNum, pageSize }, signal });

/** A page of the user's registrations (entry d); with its query key. */
export function useRegistrations(pageNum: number, pageSize: number) {
  const queryKey = centerKeys.registrations.page(pageNum, pageSize);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getRegistrations(pageNum, pageSize, signal),
  });
  return { query, queryKey };
}
