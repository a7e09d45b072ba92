import { useMutation } from '@tanstack/react-query';
import { endpoints, type CheckRecord } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { centerKeys } from './keys';

/** POST /portal/student/check?checkItemId=: checks in; resolves with the new record. */
export const checkIn = (checkItemId: number): Promise<CheckRecord> =>
  call(endpoints.checkIn, { query: { checkItemId } });

/**
 * Checking in: on success the open items and every history are asked again. A refusal (already checked
 * in, closed meanwhile) is the server's message, shown by the api client; the open items are asked again
 * then too, so the button reflects what the server knows.
 */
export function useCheckIn(onDone: (record: CheckRecord) => void) {
  return useMutation({
    mutationFn: checkIn,
    onSuccess: onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: centerKeys.attendance.all }),
  });
}
