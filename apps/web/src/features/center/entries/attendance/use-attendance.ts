import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckRecord } from '@shui/contract';
import { queryClient } from '../../../../lib/query-client';
import { checkIn, getCheckHistory, getClassCheckItems, getOpenCheckIns } from './attendance-api';

export const attendanceKeys = {
  all: ['center', 'attendance'] as const,
  open: () => [...attendanceKeys.all, 'open'] as const,
  history: (courseId: number | null) => [...attendanceKeys.all, 'history', courseId] as const,
  classItems: (teachclassId: number) => [...attendanceKeys.all, 'class', teachclassId] as const,
};

/** The check-in items open now. */
export const useOpenCheckIns = () =>
  useQuery({ queryKey: attendanceKeys.open(), queryFn: ({ signal }) => getOpenCheckIns(signal) });

/** The history, of every course (null) or of one. */
export const useCheckHistory = (courseId: number | null, enabled = true) =>
  useQuery({
    queryKey: attendanceKeys.history(courseId),
    queryFn: ({ signal }) => getCheckHistory(courseId, signal),
    enabled,
  });

/** Every item of one teaching class (null: none asked). */
export const useClassCheckItems = (teachclassId: number | null) =>
  useQuery({
    queryKey: attendanceKeys.classItems(teachclassId ?? 0),
    queryFn: ({ signal }) => getClassCheckItems(teachclassId ?? 0, signal),
    enabled: teachclassId !== null,
  });

/**
 * Checking in: on success the open items and every history are asked again. A refusal (already checked
 * in, closed meanwhile) is the server's message, shown by the api client; the open items are asked again
 * then too, so the button reflects what the server knows.
 */
export function useCheckIn(onDone: (record: CheckRecord) => void) {
  return useMutation({
    mutationFn: checkIn,
    onSuccess: onDone,
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** Back to loading, then asked again (a retry button). */
export const retry = (queryKey: readonly unknown[]) => void queryClient.resetQueries({ queryKey });
