import { useQuery } from '@tanstack/react-query';
import { endpoints, type Institution } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { channelKeys, STALE_MS } from './keys';

/** GET /portal/institution/detail?school=: an institution's first computer course. */
export const getInstitution = (school: string, signal?: AbortSignal): Promise<Institution> =>
  call(endpoints.institutionDetail, { query: { school }, signal });

export const useInstitution = (school: string) =>
  useQuery({
    queryKey: channelKeys.institution(school),
    queryFn: ({ signal }) => getInstitution(school, signal),
    staleTime: STALE_MS,
  });
