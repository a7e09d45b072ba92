import {
  endpoints,
  type CompetitionDetail,
  type CompetitionRegistration,
  type CompetitionRegistrationInput,
} from '@shui/contract';
import { startFakeApi } from './harness';

export const {
  competitionDetail,
  competitionRegistration,
  competitionRegister,
  competitionRegistrationUpdate,
  centerRegistrations,
  centerRegistrationCancel,
} = endpoints;
export const DAY = 24 * 3600_000;
export const key = '2025';
// fixtures/seed: 10235501101 (陈思远) has no registration; student (李同学) registered 数据漫游者.
export const NEWCOMER = '10235501101';

/** A valid team of 陈思远, changed by `patch`. */
export const team = (patch: Partial<CompetitionRegistrationInput> = {}): CompetitionRegistrationInput => ({
  teamName: '  梯度  下降队 ',
  track: 'llm',
  members: [
    { name: '刘同学', studentNumber: '10235509999', role: 'member' },
    { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
    { name: '孙同学', studentNumber: '', role: 'member' },
  ],
  institution: '华东师范大学',
  phone: '13712345678',
  email: 'chensy@example.com',
  agreement: true,
  ...patch,
});

export async function newcomer() {
  const api = startFakeApi();
  const token = await api.login(NEWCOMER);
  // `as` null: no token (a visitor).
  const register = (body: unknown, as: string | null = token) =>
    api.call('POST', competitionRegister.path, { token: as ?? undefined, query: { key }, body });
  const update = (body: unknown, as: string | null = token) =>
    api.call('POST', competitionRegistrationUpdate.path, { token: as ?? undefined, query: { key }, body });
  const mine = async (as: string = token) =>
    (await api.call('GET', competitionRegistration.path, { token: as, query: { key } })).body
      .data as CompetitionRegistration | null;
  const detail = async () =>
    (await api.call('GET', competitionDetail.path, { query: { key } })).body.data as CompetitionDetail;
  return { api, token, register, update, mine, detail };
}
