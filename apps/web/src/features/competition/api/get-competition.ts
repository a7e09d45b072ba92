import { useQuery } from '@tanstack/react-query';
import { endpoints, type CompetitionDetail } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { competitionKeys } from './keys';

/** GET /portal/competition/detail?key=: the competition, open or closed by the server's clock. */
export const getCompetition = (key: string, signal?: AbortSignal): Promise<CompetitionDetail> =>
  call(endpoints.competitionDetail, { query: { key }, signal });

export const useCompetition = (key: string) =>
  useQuery({
    queryKey: competitionKeys.detail(key),
    queryFn: ({ signal }) => getCompetition(key, signal),
  });
