import { useMutation } from '@tanstack/react-query';
import { endpoints, type CompetitionRegistration, type CompetitionRegistrationInput } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { competitionKeys } from './keys';

/** POST /portal/competition/register?key= (JSON): registers the caller's team. */
export const registerTeam = (
  key: string,
  body: CompetitionRegistrationInput,
): Promise<CompetitionRegistration> => call(endpoints.competitionRegister, { query: { key }, body });

/** POST /portal/competition/registration/update?key= (JSON): replaces the caller's team. */
export const updateTeam = (
  key: string,
  body: CompetitionRegistrationInput,
): Promise<CompetitionRegistration> =>
  call(endpoints.competitionRegistrationUpdate, { query: { key }, body });

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
