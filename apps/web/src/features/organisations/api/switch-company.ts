import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpoints, type CurrentCompany, type Organisation } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { organisationKeys } from './keys';

/**
 * POST /portal/current_company?companyId= : switches the user's current organisation (the path chosen in
 * the contract) and answers the new one. Not silent: a failure is toasted by the client (section 8).
 */
export const switchCompany = (companyId: Organisation['id']): Promise<CurrentCompany> =>
  call(endpoints.switchCompany, { query: { companyId } });

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
