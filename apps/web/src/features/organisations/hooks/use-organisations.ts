import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentCompany, Organisation } from '@shui/contract';
import { getCompanies, getCurrentCompany } from '../../../lib/portal-api';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/auth/session';
import { switchCompany } from '../api/organisations-api';

export const organisationKeys = {
  all: ['organisations'] as const,
  current: () => [...organisationKeys.all, 'current'] as const,
  list: () => [...organisationKeys.all, 'list'] as const,
};

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

export type SwitchCompany = (organisation: Organisation) => void;

/**
 * Switching the organisation (logged in): the header shows the new one with a success message, even when
 * the page's own read of the current organisation answers after it. A failure was toasted by the client
 * and the header keeps the old one.
 */
export function useSwitchCompany(): SwitchCompany {
  const { t } = useTranslation('organisations');
  const { message } = App.useApp();
  const mutation = useMutation({
    mutationFn: (organisation: Organisation) => switchCompany(organisation.id),
    // A page-load read of the current organisation still on its way was sent before the switch: its
    // answer is stale and must not overwrite the switch's (cancelled, it writes nothing).
    onMutate: () => queryClient.cancelQueries({ queryKey: organisationKeys.current() }),
    onSuccess: (company: CurrentCompany) => {
      queryClient.setQueryData(organisationKeys.current(), company);
      void message.success(t('switched', { name: company.companyName }));
    },
    // The client has shown the failure; nothing changes.
    onError: () => undefined,
  });
  const { mutate } = mutation;
  return mutate;
}
