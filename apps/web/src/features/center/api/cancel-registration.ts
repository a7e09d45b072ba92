import { useMutation } from '@tanstack/react-query';
import { endpoints, type Registration } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { centerKeys } from './keys';

/** POST /portal/center/registration/cancel?registrationId=: resolves with the cancelled registration. */
export const cancelRegistration = (registrationId: number): Promise<Registration> =>
  call(endpoints.centerRegistrationCancel, { query: { registrationId } });

/** Cancelling a registration: `onCancelled` with it, and the list asked again either way. */
export const useCancelRegistration = (onCancelled: (item: Registration) => void) =>
  useMutation({
    mutationFn: cancelRegistration,
    onSuccess: onCancelled,
    // A refusal (the deadline passed meanwhile) is the server's message; the list is asked again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: centerKeys.registrations.all }),
  });
