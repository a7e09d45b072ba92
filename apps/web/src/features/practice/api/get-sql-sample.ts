import { useQuery } from '@tanstack/react-query';
import { endpoints, type SqlSample } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/** GET /portal/question/sql/sample: the school database the SQL questions run on in the browser. */
export const getSqlSample = (signal?: AbortSignal): Promise<SqlSample> =>
  call(endpoints.questionSqlSample, { signal });

export const useSqlSample = (enabled: boolean) =>
  useQuery({
    queryKey: practiceKeys.sqlSample(),
    queryFn: ({ signal }) => getSqlSample(signal),
    enabled,
    staleTime: Infinity,
  });
