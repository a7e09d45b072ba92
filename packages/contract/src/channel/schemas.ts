import { z } from 'zod';
import { pageOf, pageQuery, pagerPageRule } from '../core/paging';

/**
 * The channel area (spec section 2: /channel and its children) and the institutions' first computer
 * courses (/cs101, /guet, /seu). Extensions: the spec names the pages, not their calls; the shapes
 * below are this kit's design in the backend's habits (docs/api.md, "Extensions").
 */

/**
 * The channels of /channel, by key: the route's last segment, `excellentclass-video` for
 * /channel/excellentclass/video. The seed has one of each (apps/fake-api/test/channel.test.ts).
 */
export const CHANNEL_KEYS = [
  'nourish',
  'dase',
  'digitalization',
  'virtuallab',
  'first-class',
  'openeducation',
  'fintech',
  'edutech',
  'excellentclass',
  'excellentclass-video',
] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

/** The institutions with a first-computer-course page, by the page's path (/cs101, /guet, /seu). */
export const INSTITUTION_SCHOOLS = ['cs101', 'guet', 'seu'] as const;
export type InstitutionSchool = (typeof INSTITUTION_SCHOOLS)[number];

/** The institution whose course has the CS101 special assistant (spec section 9). */
export const CS101_SCHOOL: InstitutionSchool = 'cs101';

/** respMsg of the channel calls' own failures, in Chinese like the backend's. */
export const channelMessages = {
  channelNotFound: '频道不存在',
  datasetNotFound: '数据集不存在',
  institutionNotFound: '院校课程不存在',
} as const;

// ---- query parameters ----

/** A key as the backend takes it: lower-case letters, digits and hyphens. */
const keyParam = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens');

/** GET /portal/channel/detail, /portal/channel/rankings: ?channel= */
export const channelQuerySchema = z.object({ channel: keyParam });

/**
 * GET /portal/channel/notices?channel=&pageNum=&pageSize=: pageNum from 1 (default 1), pageSize 10, 20, 30
 * or 50 (default 10), both optional.
 */
export const channelNoticesQuerySchema = channelQuerySchema.extend(pageQuery(pagerPageRule).shape);

/** GET /portal/channel/dataset?product= (the {product} of /channel/{product}-dataset). */
export const channelDatasetQuerySchema = z.object({ product: keyParam });

/** GET /portal/institution/detail?school= (cs101, guet or seu). */
export const institutionQuerySchema = z.object({ school: keyParam });

// ---- answers ----

/** A channel as the index lists it. updateTime "YYYY-MM-DD HH:mm:ss". */
export const channelSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  summary: z.string(),
  updateTime: z.string(),
});
export type ChannelSummary = z.infer<typeof channelSummarySchema>;
export const channelListSchema = z.array(channelSummarySchema);

/** The channel's banner: a headline and a line under it, shown over the channel's themed band. */
export const channelBannerSchema = z.object({ headline: z.string(), subline: z.string() });

/**
 * A recorded lesson of a channel (卓越课堂's videos): its speaker, length in seconds, and the course of
 * the course hall that plays it (null when it belongs to none).
 */
export const channelVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  speaker: z.string(),
  duration: z.number().int().nonnegative(),
  courseId: z.number().int().nullable(),
  time: z.string(),
});
export type ChannelVideo = z.infer<typeof channelVideoSchema>;

/** A channel's page: banner, rich text (to be sanitised by the portal) and its videos (often none). */
export const channelDetailSchema = channelSummarySchema.extend({
  banner: channelBannerSchema,
  contentHtml: z.string(),
  videos: z.array(channelVideoSchema),
});
export type ChannelDetail = z.infer<typeof channelDetailSchema>;

/** A notice (spec section 3): status 1 ongoing (进行中), 0 ended (已结束); time "YYYY-MM-DD HH:mm:ss". */
export const channelNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  time: z.string(),
});
export type ChannelNotice = z.infer<typeof channelNoticeSchema>;

export const channelNoticePageSchema = pageOf(channelNoticeSchema);
export type ChannelNoticePage = z.infer<typeof channelNoticePageSchema>;

/** A ranking row (spec section 3): a title and its number (learners, visits...: see rankingName). */
export const channelRankingSchema = z.object({ title: z.string(), num: z.number().int().nonnegative() });
/** A hot-list entry (spec section 3): a title much read now, with its publication time. */
export const channelHotSchema = z.object({ id: z.number().int(), title: z.string(), time: z.string() });

/** GET /portal/channel/rankings: the ranking (highest first) under its name, and the hot list. */
export const channelRankingsSchema = z.object({
  rankingName: z.string(),
  rankings: z.array(channelRankingSchema),
  hot: z.array(channelHotSchema),
});
export type ChannelRankings = z.infer<typeof channelRankingsSchema>;

/** One data set of a product: format (CSV, JSON...), rows, size in bytes, licence. */
export const datasetItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  format: z.string(),
  records: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  license: z.string(),
  updateTime: z.string(),
});
export type DatasetItem = z.infer<typeof datasetItemSchema>;

/** /channel/{product}-dataset: the product's data sets, with a rich-text introduction. */
export const channelDatasetSchema = z.object({
  product: z.string(),
  title: z.string(),
  summary: z.string(),
  contentHtml: z.string(),
  datasets: z.array(datasetItemSchema),
});
export type ChannelDataset = z.infer<typeof channelDatasetSchema>;

/** A chapter of a course: title, class hours and its topics. */
export const courseChapterSchema = z.object({
  title: z.string(),
  hours: z.number().int().nonnegative(),
  topics: z.array(z.string()),
});
export const courseTeacherSchema = z.object({ name: z.string(), title: z.string(), intro: z.string() });

/**
 * An institution's first computer course. `courseId` is the course of the course hall when it exists
 * there (else null); `assistant` is true for the course with the CS101 special assistant.
 */
export const institutionSchema = z.object({
  school: z.string(),
  schoolName: z.string(),
  courseName: z.string(),
  term: z.string(),
  courseId: z.number().int().nullable(),
  assistant: z.boolean(),
  introHtml: z.string(),
  chapters: z.array(courseChapterSchema),
  teachers: z.array(courseTeacherSchema),
});
export type Institution = z.infer<typeof institutionSchema>;

// ---- state and seed ----

/** A channel as the fake API keeps it: its page, ranking, hot list and notices. */
export const storedChannelSchema = channelDetailSchema.extend({
  rankingName: z.string(),
  rankings: z.array(channelRankingSchema),
  hot: z.array(channelHotSchema),
  notices: z.array(channelNoticeSchema),
});
export type StoredChannel = z.infer<typeof storedChannelSchema>;

/** fixtures/seed/channel.json: times as days before start-up, ids given when the state is built. */
const daysAgo = z.number().nonnegative();
export const seedChannelSchema = channelSummarySchema.omit({ updateTime: true }).extend({
  updatedDaysAgo: daysAgo,
  banner: channelBannerSchema,
  contentHtml: z.string(),
  videos: z.array(channelVideoSchema.omit({ id: true, time: true }).extend({ daysAgo })).default([]),
  rankingName: z.string(),
  rankings: z.array(channelRankingSchema),
  hot: z.array(channelHotSchema.omit({ id: true, time: true }).extend({ daysAgo })),
  notices: z.array(channelNoticeSchema.omit({ id: true, time: true }).extend({ daysAgo })),
});
export type SeedChannel = z.infer<typeof seedChannelSchema>;

export const seedDatasetSchema = channelDatasetSchema.extend({
  datasets: z.array(datasetItemSchema.omit({ id: true, updateTime: true }).extend({ daysAgo })),
});

/** An institution as kept: `courseId` is the course hall's course it names, answered only while it exists. */
export const storedInstitutionSchema = institutionSchema;

/** The seed's channel part (fixtures/seed/channel.json), spread into `seedSchema`. */
export const channelSeedSchema = z.object({
  channels: z.array(seedChannelSchema).default([]),
  channelDatasets: z.array(seedDatasetSchema).default([]),
  institutions: z.array(storedInstitutionSchema).default([]),
});
