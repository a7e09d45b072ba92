import { z } from 'zod';
import { pageOf, pageQuery, pagerPageRule, type PageRule } from '../core/paging';

/**
 * The personal centre's own data (extensions; spec section 2 names the entries, not their calls): the
 * user's registrations (competitions, training camps, exams), the online class meetings of the user's
 * courses, and the history of the user's exchanges with the smart assistant.
 */

/** Pager sizes of spec section 9. */
export const CENTER_PAGE_SIZES = pagerPageRule.sizes;
export const CENTER_DEFAULT_PAGE_SIZE = 10;

/** The centre's lists page by `pageNum` (from 1, default 1) and `pageSize` (at most 50, default 10). */
export const centerPageRule = {
  maxSize: 50,
  defaultSize: CENTER_DEFAULT_PAGE_SIZE,
  lowerBound: '>0',
} as const satisfies PageRule;

/** `pageNum` (from 1, default 1) and `pageSize` (at most 50, default 10), both optional. */
export const centerPageQuerySchema = pageQuery(centerPageRule);
export type CenterPageQuery = z.infer<typeof centerPageQuerySchema>;

// ---- registrations ----

/** What one registers for: 1 competition, 2 training camp, 3 exam. */
export const eventKindSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type EventKind = z.infer<typeof eventKindSchema>;

/**
 * Where the event is in its life, by the server's clock: `signup` until the registration deadline,
 * `closed` from the deadline to the start, `ongoing` until the end, `ended` after.
 */
export const eventPhaseSchema = z.enum(['signup', 'closed', 'ongoing', 'ended']);
export type EventPhase = z.infer<typeof eventPhaseSchema>;

/** What an event is, as stored, as seeded and as answered with a registration. */
const eventFields = {
  eventId: z.number().int(),
  kind: eventKindSchema,
  title: z.string(),
  organizer: z.string(),
  place: z.string(),
  /** A portal path describing the event (the competition's /2025 page), or null. */
  link: z.string().nullable(),
};

export const registrationSchema = z.object({
  registrationId: z.number().int(),
  ...eventFields,
  signupEnd: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  registerTime: z.string(),
  /** 1 registered, 0 cancelled. */
  status: z.union([z.literal(0), z.literal(1)]),
  cancelTime: z.string().nullable(),
  phase: eventPhaseSchema,
  /** Registered and the deadline not passed: the user may cancel. */
  cancellable: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationPageSchema = pageOf(registrationSchema);
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

/** POST /portal/center/registration/cancel?registrationId= */
export const registrationCancelQuerySchema = z.object({
  registrationId: z.coerce.number().int().positive(),
});

// ---- meetings ----

/** By the server's clock: `upcoming` before the start, `live` until the end, `ended` after. */
export const meetingStatusSchema = z.enum(['upcoming', 'live', 'ended']);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

export const meetingSchema = z.object({
  meetingId: z.number().int(),
  title: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  hostName: z.string(),
  meetingNo: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: meetingStatusSchema,
  /** Where to join: an absolute address, or a path on the API's base address (the fake API's stand-in). */
  joinUrl: z.string(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingPageSchema = pageOf(meetingSchema);
export type MeetingPage = z.infer<typeof meetingPageSchema>;

// ---- assistant history ----

/** One question to the smart assistant and its answer. */
export const assistantExchangeSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** The course whose assistant answered (CS101), or null for the general assistant. */
  courseId: z.number().int().nullable(),
  askTime: z.string(),
});
export type AssistantExchange = z.infer<typeof assistantExchangeSchema>;

export const assistantHistoryPageSchema = pageOf(assistantExchangeSchema);
export type AssistantHistoryPage = z.infer<typeof assistantHistoryPageSchema>;

/** The most exchanges kept per user (the oldest go first). */
export const ASSISTANT_HISTORY_LIMIT = 500;

/** The fake API's messages of these calls. */
export const centerMessages = {
  registrationNotFound: '报名记录不存在',
  registrationCancelled: '已取消报名',
  signupClosed: '报名已截止，无法取消',
  cancelOk: '取消报名成功',
} as const;

// ---- state and seed ----

export const storedEventSchema = z.object({
  ...eventFields,
  signupEnd: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

export const storedRegistrationSchema = z.object({
  registrationId: z.number().int(),
  userId: z.number().int(),
  eventId: z.number().int(),
  registerTime: z.string(),
  cancelTime: z.string().nullable(),
});

export const storedMeetingSchema = z.object({
  meetingId: z.number().int(),
  courseId: z.number().int(),
  title: z.string(),
  meetingNo: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

export const storedAssistantExchangeSchema = assistantExchangeSchema.extend({
  userId: z.number().int(),
});

/** fixtures/seed/center.json: times in minutes from start-up (negative = in the past). */
export const centerSeedSchema = z.object({
  events: z
    .array(
      z.object({
        ...eventFields,
        signupEndsInMinutes: z.number(),
        startsInMinutes: z.number(),
        durationMinutes: z.number().positive(),
      }),
    )
    .default([]),
  registrations: z
    .array(
      z.object({
        eventId: z.number().int(),
        username: z.string(),
        minutesAgo: z.number(),
        cancelledMinutesAgo: z.number().nullable(),
      }),
    )
    .default([]),
  meetings: z
    .array(
      z.object({
        meetingId: z.number().int(),
        courseId: z.number().int(),
        title: z.string(),
        meetingNo: z.string(),
        startsInMinutes: z.number(),
        durationMinutes: z.number().positive(),
      }),
    )
    .default([]),
  assistantExchanges: z
    .array(
      z.object({
        username: z.string(),
        question: z.string(),
        answer: z.string(),
        courseId: z.number().int().nullable(),
        minutesAgo: z.number(),
      }),
    )
    .default([]),
});
