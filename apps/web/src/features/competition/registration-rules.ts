import {
  competitionLimits,
  competitionMessages,
  isValidMail,
  MEMBER_NUMBER_PATTERN,
  PHONE_PATTERN,
  VISITOR_COMPANY,
  type CompetitionRegistration,
  type CompetitionRegistrationInput,
} from '@shui/contract';
import { isApiError } from '../../lib/api-error';
import type zhCompetition from '../../locales/zh/competition.json';

/**
 * The registration form's rules (the contract's limits, the register form's phone and e-mail rules),
 * as plain functions: each answers the key of its message under `form.errors`, or null when the value
 * is fine. The fake API checks the same rules again.
 */

export type Problem = keyof (typeof zhCompetition)['form']['errors'];

/** One row of the members list; the first row is the leader (the person registering). */
export interface MemberValues {
  name: string;
  studentNumber: string;
}

export interface RegistrationValues {
  teamName: string;
  track: string | undefined;
  members: MemberValues[];
  institution: string;
  phone: string;
  email: string;
  agreement: boolean;
}

const { teamNameMin, teamNameMax, memberNameMax, membersMax, institutionMin, institutionMax } =
  competitionLimits;

/** How many members a team may have, the leader included. */
export const MAX_MEMBERS = membersMax;

const text = (value: string | undefined) => (value ?? '').trim();

export function teamNameProblem(value: string | undefined): Problem | null {
  const name = text(value);
  if (name === '') return 'teamNameRequired';
  if (name.length < teamNameMin || name.length > teamNameMax) return 'teamNameLength';
  return null;
}

export function trackProblem(value: string | undefined): Problem | null {
  return value ? null : 'trackRequired';
}

export function memberNameProblem(value: string | undefined): Problem | null {
  const name = text(value);
  if (name === '') return 'memberNameRequired';
  if (name.length > memberNameMax) return 'memberNameLength';
  return null;
}

/** A student number is optional; given, it has a form and is not another member's too (any case). */
export function studentNumberProblem(
  value: string | undefined,
  index: number,
  members: readonly (MemberValues | undefined)[],
): Problem | null {
  const number = text(value);
  if (number === '') return null;
  if (!MEMBER_NUMBER_PATTERN.test(number)) return 'studentNumberFormat';
  const same = (other: MemberValues | undefined) =>
    text(other?.studentNumber).toUpperCase() === number.toUpperCase();
  return members.some((other, i) => i < index && same(other)) ? 'studentNumberRepeated' : null;
}

export function institutionProblem(value: string | undefined): Problem | null {
  const name = text(value);
  if (name === '') return 'institutionRequired';
  if (name.length < institutionMin || name.length > institutionMax) return 'institutionLength';
  return null;
}

export function phoneProblem(value: string | undefined): Problem | null {
  const phone = text(value);
  if (phone === '') return 'phoneRequired';
  return PHONE_PATTERN.test(phone) ? null : 'phoneFormat';
}

export function emailProblem(value: string | undefined): Problem | null {
  const email = text(value);
  if (email === '') return 'emailRequired';
  return isValidMail(email) ? null : 'emailFormat';
}

export function agreementProblem(value: boolean | undefined): Problem | null {
  return value === true ? null : 'agreementRequired';
}

/** What the form sends: trimmed, the first row the leader, an empty student number left out. */
export function toRegistrationInput(values: RegistrationValues): CompetitionRegistrationInput {
  return {
    teamName: text(values.teamName),
    track: values.track ?? '',
    members: values.members.map((member, index) => {
      const studentNumber = text(member.studentNumber);
      return {
        name: text(member.name),
        ...(studentNumber ? { studentNumber } : {}),
        role: index === 0 ? 'leader' : 'member',
      };
    }),
    institution: text(values.institution),
    phone: text(values.phone),
    email: text(values.email),
    agreement: values.agreement as true,
  };
}

/** Who registers: the leader's row comes from the logged-in user. */
export interface Registrant {
  name: string;
  userNumber: string | null;
  /** The user's current organisation, a likely institution ('' when none). */
  organisation: string;
}

/**
 * The form's first values: an earlier registration's (changing it, or registering again after
 * cancelling), else an empty team led by the registrant. The agreement is asked again each time.
 */
export function initialValues(
  registrant: Registrant,
  earlier?: CompetitionRegistration | null,
): RegistrationValues {
  if (earlier) {
    const leader = earlier.members.find((m) => m.role === 'leader');
    const others = earlier.members.filter((m) => m !== leader);
    return {
      teamName: earlier.teamName,
      track: earlier.track,
      members: [
        { name: registrant.name || leader?.name || '', studentNumber: leader?.studentNumber ?? '' },
        ...others.map((m) => ({ name: m.name, studentNumber: m.studentNumber ?? '' })),
      ],
      institution: earlier.institution,
      phone: earlier.phone,
      email: earlier.email,
      agreement: false,
    };
  }
  return {
    teamName: '',
    track: undefined,
    members: [{ name: registrant.name, studentNumber: registrant.userNumber ?? '' }],
    // The session's 'visitor' means no organisation.
    institution: registrant.organisation === VISITOR_COMPANY ? '' : registrant.organisation,
    phone: '',
    email: '',
    agreement: false,
  };
}

/** The server refusals the form explains in place (the api client has toasted the server's text). */
export type ServerProblem = Extract<
  Problem,
  'teamNameTaken' | 'closed' | 'alreadyRegistered' | 'leaderNotCaller'
>;

const byMessage: Record<string, ServerProblem> = {
  [competitionMessages.teamNameTaken]: 'teamNameTaken',
  [competitionMessages.registrationClosed]: 'closed',
  [competitionMessages.alreadyRegistered]: 'alreadyRegistered',
  [competitionMessages.leaderNotCaller]: 'leaderNotCaller',
};

export function serverProblem(error: unknown): ServerProblem | null {
  return isApiError(error) && error.respMsg !== undefined ? (byMessage[error.respMsg] ?? null) : null;
}
