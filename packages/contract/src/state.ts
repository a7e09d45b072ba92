import { z } from 'zod';
import { seedNotificationSchema } from './admin/accounts';
import { outboxEntrySchema, roleSchema, settingsSchema } from './admin/schemas';
import {
  centerSeedSchema,
  storedAssistantExchangeSchema,
  storedEventSchema,
  storedMeetingSchema,
  storedRegistrationSchema,
} from './center/schemas';
import {
  channelDatasetSchema,
  channelSeedSchema,
  storedChannelSchema,
  storedInstitutionSchema,
} from './channel/schemas';
import { checkItemSchema } from './check-in/schemas';
import {
  competitionSeedSchema,
  storedCompetitionSchema,
  storedCompetitionTeamSchema,
} from './competition/schemas';
import { codeParkSeedSchema, storedCodeRepoSchema } from './code-park/state';
import { courseHallSeedSchema, courseStateShape } from './course/state';
import { feedbackInputSchema } from './feedback/schemas';
import { notificationSchema } from './notifications/schemas';
import { organisationSchema } from './organisations/schemas';
import { judgeSettingDefaults } from './practice/schemas';
import { storedBankSubmissionSchema } from './practice/submissions';
import {
  questionBankSeedSchema,
  questionSetSchema,
  sqlDatabaseSchema,
  storedBankQuestionSchema,
} from './practice/bank';
import { storedActivitySchema, teacherSeedSchema } from './teacher/schemas';
import {
  storedWorkshopEnvironmentSchema,
  storedWorkshopProjectSchema,
  workshopImageSchema,
  workshopSeedSchema,
  workshopSettingDefaults,
} from './workshop/schemas';

/** The fake API's whole state, as kept in .shui/state.json and exchanged by export/import. */

export const storedUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string().min(1),
  truename: z.string(),
  phone: z.string().nullable(),
  mail: z.string().nullable(),
  userNumber: z.string().nullable(),
  /** scrypt$N$salt$hash (hex). */
  passwordHash: z.string().startsWith('scrypt$'),
  role: roleSchema,
  headImgUrl: z.string(),
  companyIds: z.array(z.number().int()),
  currentCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

export const storedTokenSchema = z.object({
  token: z.string(),
  userId: z.number().int(),
  expiresAt: z.number().int(),
});

export const storedCodeSchema = z.object({
  channel: z.enum(['phone', 'mail']),
  to: z.string(),
  code: z.string(),
  purpose: z.enum(['register', 'reset']),
  sentAt: z.number().int(),
  expiresAt: z.number().int(),
  used: z.boolean(),
});
export type StoredCode = z.infer<typeof storedCodeSchema>;

export const storedNotificationSchema = notificationSchema.extend({ userId: z.number().int() });
export type StoredNotification = z.infer<typeof storedNotificationSchema>;

export const storedFeedbackSchema = feedbackInputSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
});

export const storedUploadSchema = z.object({
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  kind: z.enum(['feedback', 'avatar']),
  createdAt: z.string(),
});
export type StoredUpload = z.infer<typeof storedUploadSchema>;

export const storedSsoCodeSchema = z.object({
  code: z.string(),
  userId: z.number().int(),
  clientId: z.string(),
  redirectUri: z.string(),
  expiresAt: z.number().int(),
  used: z.boolean(),
});

export const courseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  teacherId: z.number().int().nullable(),
  studentIds: z.array(z.number().int()),
});

export const storedCheckRecordSchema = z.object({
  checkItemId: z.number().int(),
  userId: z.number().int(),
  checkTime: z.string(),
});

export const storedQaSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  courseId: z.number().int(),
  question: z.string(),
  answer: z.string().nullable(),
  createTime: z.string(),
});

export const fakeStateSchema = z.object({
  version: z.literal(1),
  // the workshop's settings take their defaults, so a state file written before them still loads
  settings: z.preprocess(
    (value) =>
      typeof value === 'object' && value !== null
        ? { ...workshopSettingDefaults, ...judgeSettingDefaults, ...value }
        : value,
    settingsSchema,
  ),
  users: z.array(storedUserSchema),
  tokens: z.array(storedTokenSchema),
  codes: z.array(storedCodeSchema),
  outbox: z.array(outboxEntrySchema),
  notifications: z.array(storedNotificationSchema),
  organisations: z.array(organisationSchema),
  feedback: z.array(storedFeedbackSchema),
  uploads: z.array(storedUploadSchema),
  ssoCodes: z.array(storedSsoCodeSchema),
  courses: z.array(courseSchema),
  checkItems: z.array(checkItemSchema.omit({ checked: true, courseName: true })),
  checkRecords: z.array(storedCheckRecordSchema),
  studentQa: z.array(storedQaSchema),
  scores: z.array(z.object({ userId: z.number().int(), courseId: z.number().int(), score: z.number() })),
  // personal centre (center.ts); defaults so a state file written before them still loads
  centerEvents: z.array(storedEventSchema).default([]),
  centerRegistrations: z.array(storedRegistrationSchema).default([]),
  centerMeetings: z.array(storedMeetingSchema).default([]),
  assistantExchanges: z.array(storedAssistantExchangeSchema).default([]),
  // teacher view (teacher.ts); a state file written before it still loads
  learningActivity: z.array(storedActivitySchema).default([]),
  // channel area and institution pages (channel.ts); a state file written before them still loads
  channels: z.array(storedChannelSchema).default([]),
  channelDatasets: z.array(channelDatasetSchema).default([]),
  institutions: z.array(storedInstitutionSchema).default([]),
  // competition (/2025, competition.ts); a state file written before it still loads
  competitions: z.array(storedCompetitionSchema).default([]),
  competitionTeams: z.array(storedCompetitionTeamSchema).default([]),
  // code park (code-park.ts); a state file written before it still loads
  codeParkRepos: z.array(storedCodeRepoSchema).default([]),
  // workshop (workshop.ts); a state file written before it still loads
  workshopImages: z.array(workshopImageSchema).default([]),
  workshopProjects: z.array(storedWorkshopProjectSchema).default([]),
  workshopEnvironments: z.array(storedWorkshopEnvironmentSchema).default([]),
  // calibration field (practice/bank.ts, practice/schemas.ts); a state file written before it still loads
  questionSets: z.array(questionSetSchema).default([]),
  bankQuestions: z.array(storedBankQuestionSchema).default([]),
  bankSubmissions: z.array(storedBankSubmissionSchema).default([]),
  sqlDatabase: sqlDatabaseSchema.default({ schema: '', sample: '', hidden: '' }),
  // course domain (course-state.ts); each defaults to [] so an older state file still loads
  ...courseStateShape,
});
export type FakeState = z.infer<typeof fakeStateSchema>;

/** The seed set in fixtures/seed/: plain passwords, times as minutes before start-up. */
export const seedUserSchema = storedUserSchema
  .omit({ passwordHash: true, createdAt: true, companyIds: true, currentCompanyId: true })
  .extend({
    password: z.string().min(1),
    companies: z.array(z.string()),
    currentCompany: z.string().nullable(),
  });
export type SeedUser = z.infer<typeof seedUserSchema>;

export const seedSchema = z.object({
  users: z.array(seedUserSchema).min(1),
  organisations: z.array(organisationSchema),
  notifications: z.array(seedNotificationSchema),
  courses: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      teacher: z.string().nullable(),
      students: z.array(z.string()),
    }),
  ),
  checkItems: z.array(
    z.object({
      checkItemId: z.number().int(),
      teachclassId: z.number().int(),
      courseId: z.number().int(),
      title: z.string(),
      /** Minutes from start-up; negative = in the past. */
      startsInMinutes: z.number(),
      durationMinutes: z.number().positive(),
    }),
  ),
  checkRecords: z.array(
    z.object({ checkItemId: z.number().int(), username: z.string(), minutesAgo: z.number() }),
  ),
  studentQa: z.array(
    z.object({
      username: z.string(),
      courseId: z.number().int(),
      question: z.string(),
      answer: z.string().nullable(),
      minutesAgo: z.number(),
    }),
  ),
  scores: z.array(z.object({ username: z.string(), courseId: z.number().int(), score: z.number() })),
  settings: settingsSchema.partial().optional(),
  // personal centre: fixtures/seed/center.json
  ...centerSeedSchema.shape,
  // teacher view: fixtures/seed/teacher.json
  ...teacherSeedSchema.shape,
  // channel area and institution pages: fixtures/seed/channel.json
  ...channelSeedSchema.shape,
  // competition (/2025): fixtures/seed/competition.json
  ...competitionSeedSchema.shape,
  // code park: fixtures/seed/code-park.json, its files in fixtures/code-park/
  ...codeParkSeedSchema.shape,
  // workshop: fixtures/seed/workshop.json
  ...workshopSeedSchema.shape,
  // course hall: fixtures/seed/course.json
  courseHall: courseHallSeedSchema.extend({ teachers: z.array(seedUserSchema) }),
  // calibration field: fixtures/seed/practice.json and the SQL files of fixtures/practice/
  ...questionBankSeedSchema.shape,
  /** Read from fixtures/practice/ after the JSON files are checked (apps/fake-api/src/state/seed.ts). */
  sqlDatabase: sqlDatabaseSchema.optional(),
});
export type Seed = z.infer<typeof seedSchema>;
