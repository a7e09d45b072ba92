import {
  endpoints,
  type CompetitionDetail,
  type CompetitionRegistration,
  type CompetitionRegistrationInput,
} from '@shui/contract';
import { call } from '../../../lib/api-client';

/** GET /portal/competition/detail?key=: the competition, open or closed by the server's clock. */
export const getCompetition = (key: string, signal?: AbortSignal): Promise<CompetitionDetail> =>
  call(endpoints.competitionDetail, { query: { key }, signal });

/**
 * GET /portal/competition/registration?key=: the caller's registration (a cancelled one too), or null.
 * Silent: its panel shows a failure with a retry, and the page's main call already toasts an outage.
 */
export const getMyRegistration = (
  key: string,
  signal?: AbortSignal,
): Promise<CompetitionRegistration | null> =>
  call(endpoints.competitionRegistration, { query: { key }, signal, silent: true });

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
