import { z } from 'zod';
import { eventPhaseSchema } from '../center/schemas';
import { limits } from '../core/constants';
import { serverMessages } from '../core/errors';
import { MAIL_PATTERN, PHONE_PATTERN } from '../core/validation';

/**
 * The competition registration page (/2025; extensions: spec section 2 names the page, not its calls).
 * A competition is one of the personal centre's events (center.ts: title, organiser, place, deadline
 * and dates live there, once); this module adds what only a competition has (schedule, tracks, prizes,
 * rules) and the team a registration brings. A registration made here is one of the centre's
 * registrations (entry d lists it, and cancelling it there cancels it here).
 */

/** The key of the 2025 competition, the one /2025 shows. */
export const COMPETITION_2025 = '2025';

/** Limits of the registration form, checked by the portal and again by the fake API. */
export const competitionLimits = {
  keyMaxLength: 32,
  teamNameMin: 2,
  teamNameMax: 30,
  membersMin: 1,
  membersMax: 5,
  memberNameMax: 20,
  institutionMin: 2,
  institutionMax: 50,
  trackKeyMax: 32,
} as const;

/** A member's student number, when given: 4 to 20 letters or digits (campus numbers differ). */
export const MEMBER_NUMBER_PATTERN = /^[A-Za-z0-9]{4,20}$/;

/** A team member's part: exactly one leader (the person registering), the others members. */
export const memberRoleSchema = z.enum(['leader', 'member']);
export type MemberRole = z.infer<typeof memberRoleSchema>;

/** respMsg of the competition calls, in Chinese like the backend's. */
export const competitionMessages = {
  competitionNotFound: '竞赛不存在',
  registrationClosed: '报名已截止，无法提交或修改报名',
  alreadyRegistered: '你已报名该竞赛，如需修改请编辑报名信息',
  notRegistered: '你还没有报名该竞赛',
  trackNotFound: '赛道不存在',
  leaderNotCaller: '队长须为报名人本人',
  teamNameTaken: '队伍名称已被使用，请换一个',
  registerOk: '报名成功',
  updateOk: '报名信息已更新',
  // the body's own rules (their field is named before them: "请求参数错误：members 须有且只有一名队长")
  memberNumberFormat: '学号须为 4-20 位字母或数字',
  oneLeader: '须有且只有一名队长',
  numbersRepeated: '队员学号不能重复',
  agreementRequired: '须阅读并同意竞赛规则',
} as const;

/** Team names compare without case and runs of white space: "Data  Wizards" is "data wizards". */
export const teamNameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

// ---- query parameters ----

/** ?key= of every competition call: the competition's key ('2025'). */
export const competitionQuerySchema = z.object({
  key: z.string().trim().min(1).max(competitionLimits.keyMaxLength),
});
export type CompetitionQuery = z.infer<typeof competitionQuerySchema>;

// ---- the competition ----

/** A stage of the schedule; `status` by the server's clock. */
export const competitionStageSchema = z.object({
  name: z.string(),
  description: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** `done` after its end, `current` between start and end, `upcoming` before its start. */
  status: z.enum(['done', 'current', 'upcoming']),
});
export type CompetitionStage = z.infer<typeof competitionStageSchema>;

export const competitionTrackSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
});
export type CompetitionTrack = z.infer<typeof competitionTrackSchema>;

export const competitionPrizeSchema = z.object({
  name: z.string(),
  /** How many teams win it (per track). */
  count: z.number().int().positive(),
  reward: z.string(),
});
export type CompetitionPrize = z.infer<typeof competitionPrizeSchema>;

/** GET /portal/competition/detail?key= -> data. */
export const competitionDetailSchema = z.object({
  key: z.string(),
  /** The personal centre's event it is (registrations list it under this id). */
  eventId: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** The host (the event's organiser) and the co-organisers. */
  organizer: z.string(),
  coOrganizers: z.array(z.string()),
  place: z.string(),
  signupEnd: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  phase: eventPhaseSchema,
  /** Teams may register or change their registration: before the deadline, by the server's clock. */
  registrationOpen: z.boolean(),
  /** Teams registered now (cancelled ones not counted). */
  registeredTeams: z.number().int().nonnegative(),
  schedule: z.array(competitionStageSchema),
  tracks: z.array(competitionTrackSchema),
  prizes: z.array(competitionPrizeSchema),
  /** Unsanitised rich text, as a CMS stores it: the portal sanitises it. */
  rulesHtml: z.string(),
});
export type CompetitionDetail = z.infer<typeof competitionDetailSchema>;

// ---- a registration ----

export const competitionMemberSchema = z.object({
  name: z.string(),
  studentNumber: z.string().nullable(),
  role: memberRoleSchema,
});
export type CompetitionMember = z.infer<typeof competitionMemberSchema>;

/** The caller's registration of a competition (GET .../registration answers it, or null). */
export const competitionRegistrationSchema = z.object({
  /** The personal centre's registration id (entry d, POST /portal/center/registration/cancel). */
  registrationId: z.number().int(),
  key: z.string(),
  teamName: z.string(),
  track: z.string(),
  trackName: z.string(),
  members: z.array(competitionMemberSchema),
  institution: z.string(),
  phone: z.string(),
  email: z.string(),
  /** 1 registered, 0 cancelled (in the personal centre); a cancelled team may register again. */
  status: z.union([z.literal(0), z.literal(1)]),
  registerTime: z.string(),
  updateTime: z.string(),
  cancelTime: z.string().nullable(),
  /** Registered and the registration still open: the team may change it. */
  editable: z.boolean(),
});
export type CompetitionRegistration = z.infer<typeof competitionRegistrationSchema>;

export const competitionRegistrationOrNullSchema = competitionRegistrationSchema.nullable();

const m = competitionMessages;

export const competitionMemberInputSchema = z.object({
  name: z.string().trim().min(1).max(competitionLimits.memberNameMax),
  /** Optional; '' is none. */
  studentNumber: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9]{4,20})?$/, m.memberNumberFormat)
    .optional(),
  role: memberRoleSchema,
});
export type CompetitionMemberInput = z.infer<typeof competitionMemberInputSchema>;

/**
 * POST /portal/competition/register?key= and POST /portal/competition/registration/update?key= (JSON).
 * The leader is the caller (their real name); the phone and e-mail follow the register form's rules.
 */
export const competitionRegistrationInputSchema = z.object({
  teamName: z.string().trim().min(competitionLimits.teamNameMin).max(competitionLimits.teamNameMax),
  track: z.string().trim().min(1).max(competitionLimits.trackKeyMax),
  members: z
    .array(competitionMemberInputSchema)
    .min(competitionLimits.membersMin)
    .max(competitionLimits.membersMax)
    .refine((members) => members.filter((x) => x.role === 'leader').length === 1, m.oneLeader)
    .refine((members) => {
      const numbers = members.map((x) => x.studentNumber?.toUpperCase()).filter(Boolean);
      return new Set(numbers).size === numbers.length;
    }, m.numbersRepeated),
  institution: z.string().trim().min(competitionLimits.institutionMin).max(competitionLimits.institutionMax),
  phone: z.string().trim().regex(PHONE_PATTERN, serverMessages.phoneFormat),
  email: z.string().trim().max(limits.mailMaxLength).regex(MAIL_PATTERN, serverMessages.mailFormat),
  agreement: z.literal(true, m.agreementRequired),
});
export type CompetitionRegistrationInput = z.infer<typeof competitionRegistrationInputSchema>;

// ---- state and seed ----

export const storedCompetitionSchema = z.object({
  key: z.string(),
  eventId: z.number().int(),
  subtitle: z.string(),
  coOrganizers: z.array(z.string()),
  schedule: z.array(competitionStageSchema.omit({ status: true })),
  tracks: z.array(competitionTrackSchema),
  prizes: z.array(competitionPrizeSchema),
  rulesHtml: z.string(),
});
export type StoredCompetition = z.infer<typeof storedCompetitionSchema>;

/** A registration's team, beside the centre's registration it belongs to (by registrationId). */
export const storedCompetitionTeamSchema = z.object({
  registrationId: z.number().int(),
  teamName: z.string(),
  track: z.string(),
  members: z.array(competitionMemberSchema),
  institution: z.string(),
  phone: z.string(),
  email: z.string(),
  updateTime: z.string(),
});
export type StoredCompetitionTeam = z.infer<typeof storedCompetitionTeamSchema>;

/**
 * fixtures/seed/competition.json: the competitions (their event in center.json) and the teams of the
 * centre's registrations of them (by event and username); stage times in minutes from start-up.
 */
export const competitionSeedSchema = z.object({
  competitions: z
    .array(
      storedCompetitionSchema.omit({ schedule: true }).extend({
        schedule: z.array(
          z.object({
            name: z.string(),
            description: z.string(),
            startsInMinutes: z.number(),
            durationMinutes: z.number().positive(),
          }),
        ),
      }),
    )
    .default([]),
  competitionTeams: z
    .array(
      storedCompetitionTeamSchema.omit({ registrationId: true, updateTime: true }).extend({
        eventId: z.number().int(),
        username: z.string(),
      }),
    )
    .default([]),
});
