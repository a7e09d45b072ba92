import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCompanies, getCurrentCompany } from '../../../lib/portal-api';
import { sessionStore } from '../../../lib/auth/session';
import { organisationKeys } from './keys';

/**
 * On page load with a token (spec sections 3 and 8): the current organisation into the session's
 * `company` and the user's organisations into `companies`. Both calls are silent; a failure falls back to
 * none yet ('') and an empty list.
 */
export function useLoadOrganisations(): void {
  const current = useQuery({
    queryKey: organisationKeys.current(),
    queryFn: () => getCurrentCompany(true),
    staleTime: Infinity,
  });
  const list = useQuery({
    queryKey: organisationKeys.list(),
    queryFn: getCompanies,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (current.isSuccess) sessionStore.set({ company: current.data.companyName });
    else if (current.isError) sessionStore.set({ company: '' });
  }, [current.isSuccess, current.isError, current.data]);

  useEffect(() => {
    if (list.isSuccess) sessionStore.set({ companies: list.data, companiesLoaded: true });
    else if (list.isError) sessionStore.set({ companies: [], companiesLoaded: true });
  }, [list.isSuccess, list.isError, list.data]);
}
