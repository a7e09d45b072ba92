import { useMutation, useQuery } from '@tanstack/react-query';
import type { CompetitionRegistrationInput } from '@shui/contract';
import { queryClient } from '../../../lib/query-client';
import { getCompetition, getMyRegistration, registerTeam, updateTeam } from '../api/competition-api';

/**
 * The query keys of the competition page. Nothing is kept fresh for long: the page is asked again on
 * each visit, so a registration cancelled in the personal centre shows at once.
 */
export const competitionKeys = {
  all: ['competition'] as const,
  detail: (key: string) => [...competitionKeys.all, 'detail', key] as const,
  registration: (key: string) => [...competitionKeys.all, 'registration', key] as const,
};

export const useCompetition = (key: string) =>
  useQuery({
    queryKey: competitionKeys.detail(key),
    queryFn: ({ signal }) => getCompetition(key, signal),
  });

/** The caller's registration; asked only for a logged-in user. */
export const useMyRegistration = (key: string, loggedIn: boolean) =>
  useQuery({
    queryKey: competitionKeys.registration(key),
    queryFn: ({ signal }) => getMyRegistration(key, signal),
    enabled: loggedIn,
  });

/**
 * Registers (or, with `update`, changes) the caller's team; the answer becomes the registration shown,
 * and the competition is asked again for its count of teams.
 */
export const useSaveRegistration = (key: string) =>
  useMutation({
    mutationFn: ({ input, update }: { input: CompetitionRegistrationInput; update: boolean }) =>
      update ? updateTeam(key, input) : registerTeam(key, input),
    onSuccess: (registration) => {
      queryClient.setQueryData(competitionKeys.registration(key), registration);
      void queryClient.invalidateQueries({ queryKey: competitionKeys.detail(key) });
    },
  });
