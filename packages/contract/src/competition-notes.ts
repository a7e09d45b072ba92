import { competitionMessages as m } from './competition';

const notFound = {
  code: 'notFound',
  msg: m.competitionNotFound,
  when: 'no competition has this key',
} as const;
const closed = {
  code: 'badRequest',
  msg: m.registrationClosed,
  when: "the competition's registration deadline has passed (the server's clock)",
} as const;
const track = {
  code: 'badRequest',
  msg: m.trackNotFound,
  when: 'track is none of the competition’s tracks',
} as const;
const leader = {
  code: 'badRequest',
  msg: m.leaderNotCaller,
  when: "the leader's name is not the caller's real name (when the account has one)",
} as const;
const taken = {
  code: 'conflict',
  msg: m.teamNameTaken,
  when: 'another registered team of this competition has the name (case and runs of spaces ignored)',
} as const;

/**
 * What the competition calls' handlers add to the errors of their shape (spread into `endpointNotes`):
 * apps/fake-api/src/routes/competition.ts over store/competition.ts, in the order they check them.
 */
export const competitionEndpointNotes = {
  competitionDetail: { errors: [notFound] },
  competitionRegistration: { errors: [notFound] },
  competitionRegister: {
    ok: m.registerOk,
    errors: [
      notFound,
      closed,
      {
        code: 'conflict',
        msg: m.alreadyRegistered,
        when: 'the caller has a registration that is not cancelled',
      },
      track,
      leader,
      taken,
    ],
  },
  competitionRegistrationUpdate: {
    ok: m.updateOk,
    errors: [
      notFound,
      closed,
      { code: 'notFound', msg: m.notRegistered, when: 'the caller has no registration, or a cancelled one' },
      track,
      leader,
      taken,
    ],
  },
} as const;
