import { competitionMessages as m } from './schemas';

export const notFound = {
  code: 'notFound',
  msg: m.competitionNotFound,
  when: 'no competition has this key',
} as const;
export const closed = {
  code: 'badRequest',
  msg: m.registrationClosed,
  when: "the competition's registration deadline has passed (the server's clock)",
} as const;
export const alreadyRegistered = {
  code: 'conflict',
  msg: m.alreadyRegistered,
  when: 'the caller has a registration that is not cancelled',
} as const;
export const notRegistered = {
  code: 'notFound',
  msg: m.notRegistered,
  when: 'the caller has no registration, or a cancelled one',
} as const;
export const track = {
  code: 'badRequest',
  msg: m.trackNotFound,
  when: 'track is none of the competition’s tracks',
} as const;
export const leader = {
  code: 'badRequest',
  msg: m.leaderNotCaller,
  when: "the leader's name is not the caller's real name (when the account has one)",
} as const;
export const taken = {
  code: 'conflict',
  msg: m.teamNameTaken,
  when: 'another registered team of this competition has the name (case and runs of spaces ignored)',
} as const;
