import type { z } from 'zod';
import {
  assistantAnswerSchema,
  assistantAvailableSchema,
  assistantOptionSchema,
  assistantQaInputSchema,
  ticketInputSchema,
  ticketResultSchema,
} from '../assistant/schemas';
import { onCampusSchema } from '../campus/schemas';
import {
  channelDetailSchema,
  channelNoticePageSchema,
  channelNoticesQuerySchema,
  institutionSchema,
} from '../channel/schemas';
import { checkItemListSchema, checkRecordListSchema, checkRecordSchema } from '../check-in/schemas';
import {
  competitionDetailSchema,
  competitionRegistrationInputSchema,
  competitionRegistrationSchema,
} from '../competition/schemas';
import { ASSISTANT_SERVICE, CS101_COURSE_ID, VISITOR_COMPANY } from '../core/constants';
import { feedbackInputSchema, uploadResultSchema } from '../feedback/schemas';
import { markReadInputSchema, notificationListSchema } from '../notifications/schemas';
import {
  currentCompanyQuerySchema,
  currentCompanySchema,
  superCompanySchema,
  switchCompanyQuerySchema,
} from '../organisations/schemas';
import { registerQuerySchema } from '../register/schemas';
import {
  checkAndResetQuerySchema,
  sendCodeQuerySchema,
  sendCodeResultSchema,
  usernameResultSchema,
} from '../reset-password/schemas';
import {
  dailyLivenessSchema,
  LIVENESS_WINDOW_DAYS,
  livenessSchema,
  scoreDistributionSchema,
  scoreStatsSchema,
  studentQaSchema,
  teacherCourseListSchema,
} from '../teacher/schemas';
import {
  avatarResultSchema,
  changePasswordInputSchema,
  currentUserSchema,
  loginInputSchema,
  loginResultSchema,
} from '../auth/schemas';

/** The notes on the fields of the portal's calls (`fieldNotes`, field-notes.ts). */
export const portalFieldNotes: ReadonlyArray<readonly [z.ZodType, Record<string, string>]> = [
  [
    loginInputSchema,
    {
      username: 'a username, phone, e-mail (any case) or student number; trimmed',
      checked: '"remember me"; the fake API ignores it',
    },
  ],
  [
    loginResultSchema,
    {
      access_token: 'send it as `Authorization: Bearer <access_token>`',
      expires_in: 'seconds the token stays valid',
    },
  ],
  [
    currentUserSchema,
    {
      headImgUrl: 'avatar: empty, or a path relative to the API base (`/uploads/NAME`)',
      userNumber: 'student number, null for accounts without one',
    },
  ],
  [changePasswordInputSchema, { newPassword: 'must follow the password rule' }],
  // competition (/2025)
  [
    competitionDetailSchema,
    {
      eventId: "the personal centre's event (GET /portal/center/registrations lists registrations under it)",
      phase: "the event's phase by the server's clock, as the personal centre says it",
      registrationOpen: 'true until `signupEnd`: registering and changing a registration are allowed',
      registeredTeams: 'registrations not cancelled',
      'schedule[].status': "by the server's clock: `done` after `endTime`, `current` from `startTime`",
      rulesHtml: 'unsanitised rich text; the portal sanitises it',
    },
  ],
  [
    competitionRegistrationInputSchema,
    {
      teamName:
        'trimmed; unique among the registered teams of the competition (case and runs of spaces ignored)',
      track: "one of the competition's `tracks[].key`",
      members:
        'exactly one `leader` (the caller: their real name), the rest `member`; no student number twice',
      'members[].studentNumber': "optional ('' = none): 4-20 letters or digits",
      phone: 'the [phone rule](#formats)',
      email: 'the [mail rule](#formats)',
      agreement: 'the rules accepted: must be `true`',
    },
  ],
  [
    competitionRegistrationSchema,
    {
      registrationId:
        "the personal centre's registration (POST /portal/center/registration/cancel cancels it)",
      members: 'the leader first',
      status: '1 registered, 0 cancelled in the personal centre (the team may register again while open)',
      editable: 'registered and registration open',
    },
  ],
  [
    registerQuerySchema,
    {
      phone: 'phone rule; becomes the username',
      code: 'the code sent by `POST /portal/reset/sendPhone`',
      password: 'password rule',
    },
  ],
  [sendCodeQuerySchema, { identifier: 'a phone or an e-mail, as `field` says' }],
  [
    checkAndResetQuerySchema,
    {
      identifier: 'the phone or e-mail the code went to (an `@` means e-mail)',
      username: 'the username `sendCode` answered',
    },
  ],
  [
    sendCodeResultSchema,
    { '': 'The username of the matching account; send it back to `checkAndResetByCode`.' },
  ],
  [usernameResultSchema, { '': 'The username of the account bound to that phone or e-mail.' }],
  [
    notificationListSchema,
    {
      '': "The caller's notifications, newest first (by createTime, then id).",
      status: '0 unread, 1 read',
      createTime: 'China Standard Time',
      courseId: 'the course it is about, if any',
    },
  ],
  [
    markReadInputSchema,
    {
      '': "Ids of the caller's notifications; other ids are ignored. The 1 MB body limit allows well over 100,000 ids.",
    },
  ],
  [
    currentCompanyQuerySchema,
    {
      isLogin: `\`true\`: 401 when no token is sent; \`false\`: answers \`${VISITOR_COMPANY}\` even with a token`,
    },
  ],
  [
    currentCompanySchema,
    { id: `null for \`${VISITOR_COMPANY}\``, companyName: `\`${VISITOR_COMPANY}\` when there is none` },
  ],
  [switchCompanyQuerySchema, { companyId: 'an organisation the caller belongs to' }],
  [superCompanySchema, { memberCount: 'users who belong to it' }],
  [
    assistantOptionSchema,
    { examPeriod: 'the assistant is paused (setting examPeriod)', name: 'display name of the assistant' },
  ],
  [
    uploadResultSchema,
    {
      '': 'The stored image path, relative to the API base (`/uploads/feedback-<hex>.png`); send it back as `filepath`.',
    },
  ],
  [
    avatarResultSchema,
    {
      '': 'The new avatar path, relative to the API base (`/uploads/avatar-<hex>.png`); also the new headImgUrl.',
    },
  ],
  [
    feedbackInputSchema,
    {
      feedtype: 'category value, sub-types appended comma-separated (`登录/注册,登录问题`)',
      filepath: 'the path the upload call answered',
      contact: 'e-mail for the reply (the fake API does not check its format)',
    },
  ],
  [
    checkItemListSchema,
    {
      startTime: 'China Standard Time',
      endTime: 'China Standard Time; open while startTime <= now < endTime',
      checked: 'the caller has checked in',
    },
  ],
  [
    checkRecordListSchema,
    {
      '': "Items of the caller's courses that have started, newest first, with the caller's presence.",
      checkTime: 'China Standard Time; null when absent',
      status: '1 present, 0 absent',
    },
  ],
  [checkRecordSchema, { '': 'The new record.', checkTime: 'China Standard Time', status: '1 present' }],
  [
    livenessSchema,
    {
      '': 'Over the courses the caller teaches.',
      activeStudents: `students with a learning action, check-in or question in the last ${LIVENESS_WINDOW_DAYS} days (China time, today included)`,
      liveness: 'activeStudents / studentCount, two decimals',
    },
  ],
  [teacherCourseListSchema, { '': 'The courses the caller teaches.', studentCount: 'students enrolled' }],
  [
    dailyLivenessSchema,
    {
      '': "One entry per day, oldest first, today (China time) last. Activity: the students' learning actions, check-ins and questions in the course.",
      activeStudents: 'students active on at least one of the days',
      liveness: 'activeStudents / studentCount, two decimals',
      'days[].date': 'YYYY-MM-DD, China time',
      'days[].actions': 'learning actions + check-ins + questions that day',
    },
  ],
  [
    scoreDistributionSchema,
    {
      '': "Over the exam scores of the course's enrolled students; all 0 when there is none.",
      bands: 'fixed bands 0–59, 60–69, 70–79, 80–89, 90–100; a score counts by its whole points',
      avgScore: 'two decimals',
    },
  ],
  [scoreStatsSchema, { '': 'Over the courses the caller takes or teaches; all 0 when there is no score.' }],
  [
    studentQaSchema,
    {
      '': 'Questions in the courses the caller teaches.',
      answer: 'null while unanswered',
      createTime: 'China Standard Time',
    },
  ],
  [ticketInputSchema, { clientId: `only \`${ASSISTANT_SERVICE}\` is accepted` }],
  [
    ticketResultSchema,
    {
      clientTicket: 'append as the `ticket` query to the assistant address',
      expiresIn: 'seconds (300)',
    },
  ],
  [assistantAvailableSchema, { '': "`'true'` unless the exam period is on (setting examPeriod)." }],
  [
    assistantQaInputSchema,
    {
      type: 'always 1',
      key: 'the question; trimmed',
      courseId: `${CS101_COURSE_ID} (CS101) gets the course's own assistant`,
    },
  ],
  [assistantAnswerSchema, { '': 'The answer text.' }],
  [
    onCampusSchema,
    { '': 'The fake API answers its onCampus setting; the real backend looks at the caller.' },
  ],
  [
    channelDetailSchema,
    {
      contentHtml: 'rich text as the CMS stores it, unsanitised: the portal passes it through its allowlist',
      videos: 'empty for most channels; excellentclass-video lists its recordings',
    },
  ],
  [channelNoticesQuerySchema, { pageSize: '10, 20, 30 or 50 (the pager sizes); another size is 400' }],
  [
    channelNoticePageSchema,
    { 'list[].status': '1 ongoing (进行中), 0 ended (已结束)', total: 'notices over all pages' },
  ],
  [
    institutionSchema,
    {
      courseId: 'the course of the course hall, only while it exists there; else null',
      assistant: `true for CS101 (course ${CS101_COURSE_ID}): the course's own assistant`,
    },
  ],
];
