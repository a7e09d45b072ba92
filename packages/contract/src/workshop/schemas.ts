import { z } from 'zod';
import { ML_WORKSHOP_ID } from '../core/constants';
import { pageOf, pageQuery, pagerPageRule } from '../core/paging';

/**
 * The hands-on workshop (spec section 2: /work/*, /shiXunDemo, /workshop/content?id=): a catalogue of
 * training projects, the images their environments run on, and each user's environments with their
 * lifecycle. Extensions: the spec names the pages, not their calls; the shapes below are this kit's
 * design in the backend's habits (numeric ids, query parameters, times `yyyy-MM-dd HH:mm:ss`).
 */

/** What a project is: a guided training, a competition, a free Jupyter workspace, a Cloud Studio one. */
export const WORKSHOP_KINDS = ['training', 'competition', 'jupyter', 'cloudstudio'] as const;
export const workshopKindSchema = z.enum(WORKSHOP_KINDS);
export type WorkshopKind = z.infer<typeof workshopKindSchema>;

/** What an environment image gives the user: JupyterLab, a remote Linux desktop, or Cloud Studio. */
export const IMAGE_KINDS = ['jupyter', 'desktop', 'cloudstudio'] as const;
export const imageKindSchema = z.enum(IMAGE_KINDS);
export type ImageKind = z.infer<typeof imageKindSchema>;

/** Difficulty, as the backend codes it: 1 入门, 2 进阶, 3 挑战. */
export const workshopDifficultySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type WorkshopDifficulty = z.infer<typeof workshopDifficultySchema>;
export const workshopDifficultyLabels = { 1: '入门', 2: '进阶', 3: '挑战' } as const satisfies Record<
  WorkshopDifficulty,
  string
>;

/**
 * An environment's state, computed from the clock (never from timers): created, it is `starting` for
 * the start seconds, then `running` (or `failed` when the start fails); a stop makes it `stopping` for
 * the stop seconds, then `stopped`. A stopped or failed environment may be started again.
 */
export const WORKSHOP_ENVIRONMENT_STATES = ['starting', 'running', 'stopping', 'stopped', 'failed'] as const;
export const workshopEnvironmentStateSchema = z.enum(WORKSHOP_ENVIRONMENT_STATES);
export type WorkshopEnvironmentState = z.infer<typeof workshopEnvironmentStateSchema>;
/** States that hold a place of the user's quota. */
export const ACTIVE_ENVIRONMENT_STATES: readonly WorkshopEnvironmentState[] = ['starting', 'running'];
/** States from which the environment changes by itself: the portal asks again while one lasts. */
export const TRANSITIONAL_ENVIRONMENT_STATES: readonly WorkshopEnvironmentState[] = ['starting', 'stopping'];

/** The project /shiXunDemo shows when its address names none: the machine-learning coursework. */
export const WORKSHOP_DEMO_PROJECT_ID = ML_WORKSHOP_ID;

/**
 * The workshop's settings and their defaults (`settingsSchema` holds them with the others; the fake
 * API's defaultSettings spreads these, and a state file written before them gets them on load).
 */
export const workshopSettingDefaults = {
  /** Seconds an environment takes to start. */
  environmentStartSeconds: 5,
  /** Seconds an environment takes to stop. */
  environmentStopSeconds: 2,
  /** Every start fails (state `failed` once the start seconds are over). */
  environmentStartFails: false,
  /** Environments a user may have starting or running at once. */
  environmentQuota: 2,
} as const;

/** respMsg of the workshop calls, in Chinese like the backend's. */
export const workshopMessages = {
  projectNotFound: '实训项目不存在',
  environmentNotFound: '环境不存在',
  environmentExists: '该实训已有环境，请在原环境上启动',
  notStartable: '环境正在运行或停止中，暂不能启动',
  notStoppable: '环境未在运行，无需停止',
  created: '环境已创建，正在启动',
  started: '环境正在启动',
  stopping: '环境正在停止',
  deleted: '环境已删除',
  /** Why a start failed (setting environmentStartFails), as the environment reports it. */
  startFailed: '环境启动失败：资源调度超时，请重试',
  quotaTemplate: '运行中的环境已达上限（{quota} 个），请先停止一个',
} as const;

/** The quota message with its number: 运行中的环境已达上限（2 个），请先停止一个. */
export const quotaMessage = (quota: number): string =>
  workshopMessages.quotaTemplate.replace('{quota}', String(quota));

// ---- query parameters ----

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/** Longest search text of the catalogue (characters). */
export const WORKSHOP_KEYWORD_MAX = 50;

/**
 * GET /portal/workshop/projects?kind=&keyword=&pageNum=&pageSize=: every parameter optional; pageNum
 * from 1 (default 1), pageSize 10, 20, 30 or 50 (default 10); keyword matched in the title, summary and
 * tags (case-insensitive).
 */
export const workshopProjectsQuerySchema = z.object({
  kind: workshopKindSchema.optional(),
  keyword: z.string().trim().max(WORKSHOP_KEYWORD_MAX).optional(),
  ...pageQuery(pagerPageRule).shape,
});
export type WorkshopProjectsQuery = z.infer<typeof workshopProjectsQuerySchema>;

/** GET /portal/workshop/project?projectId=, POST /portal/workshop/env/create?projectId= */
export const workshopProjectQuerySchema = z.object({ projectId: positiveId });

/** GET /portal/workshop/images?kind= (all kinds without it) */
export const workshopImagesQuerySchema = z.object({ kind: imageKindSchema.optional() });

/** GET /portal/workshop/env/list?projectId= (the user's environments of one project, or all) */
export const workshopEnvListQuerySchema = z.object({ projectId: positiveId.optional() });

/** POST /portal/workshop/env/start, /stop, /delete: ?envId= */
export const workshopEnvQuerySchema = z.object({ envId: positiveId });

// ---- answers ----

/** An image an environment runs on: what it gives (kind), its software and its size. */
export const workshopImageSchema = z.object({
  imageId: z.number().int(),
  name: z.string(),
  kind: imageKindSchema,
  description: z.string(),
  /** Software installed in it ("Python 3.11", "scikit-learn 1.5"...). */
  software: z.array(z.string()),
  /** CPU cores. */
  cpu: z.number().positive(),
  /** Memory in GB. */
  memoryGb: z.number().positive(),
});
export type WorkshopImage = z.infer<typeof workshopImageSchema>;
export const workshopImageListSchema = z.array(workshopImageSchema);

/** A project as the catalogue's cards show it. */
export const workshopProjectSummarySchema = z.object({
  projectId: z.number().int(),
  title: z.string(),
  kind: workshopKindSchema,
  summary: z.string(),
  difficulty: workshopDifficultySchema,
  /** Hours it takes. */
  hours: z.number().positive(),
  tags: z.array(z.string()),
  imageId: z.number().int(),
  imageName: z.string(),
  imageKind: imageKindSchema,
  /** A competition's submission deadline (`yyyy-MM-dd HH:mm:ss`); null for other kinds. */
  deadline: z.string().nullable(),
});
export type WorkshopProjectSummary = z.infer<typeof workshopProjectSummarySchema>;

export const workshopProjectPageSchema = pageOf(workshopProjectSummarySchema);
export type WorkshopProjectPage = z.infer<typeof workshopProjectPageSchema>;

/** One step of a project's guide: rich text (unsanitised, as a CMS stores it) and the minutes it takes. */
export const workshopStepSchema = z.object({
  title: z.string(),
  contentHtml: z.string(),
  minutes: z.number().int().positive(),
});
export type WorkshopStep = z.infer<typeof workshopStepSchema>;

/** A project's page: its card, an introduction, the image it runs on and its guide, step by step. */
export const workshopProjectSchema = workshopProjectSummarySchema.extend({
  introHtml: z.string(),
  image: workshopImageSchema,
  guide: z.array(workshopStepSchema),
});
export type WorkshopProject = z.infer<typeof workshopProjectSchema>;

/**
 * One of the user's environments, as the clock has it now. Times `yyyy-MM-dd HH:mm:ss` (China time).
 * `progress` is the share of the current start or stop done (0-100; 100 once running); `secondsLeft`
 * the seconds until it ends (0 outside starting and stopping). `url` opens the environment (JupyterLab,
 * the remote desktop, Cloud Studio) while it runs, null otherwise.
 */
export const workshopEnvironmentSchema = z.object({
  envId: z.number().int(),
  projectId: z.number().int(),
  projectTitle: z.string(),
  imageId: z.number().int(),
  imageName: z.string(),
  imageKind: imageKindSchema,
  state: workshopEnvironmentStateSchema,
  createTime: z.string(),
  /** When the last start began. */
  startTime: z.string(),
  /** When the last start ends or ended (running, or failed, from then). */
  readyTime: z.string(),
  /** When the last stop was asked; null unless stopping or stopped. */
  stopTime: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  secondsLeft: z.number().int().nonnegative(),
  url: z.string().nullable(),
  /** Why the start failed; null unless failed. */
  failReason: z.string().nullable(),
});
export type WorkshopEnvironment = z.infer<typeof workshopEnvironmentSchema>;

/** GET /portal/workshop/env/list: the environments (newest first) and the quota. */
export const workshopEnvironmentListSchema = z.object({
  list: z.array(workshopEnvironmentSchema),
  /** Environments the user may have starting or running at once (setting environmentQuota). */
  quota: z.number().int().nonnegative(),
  /** Environments of the user starting or running now, whatever the filter. */
  active: z.number().int().nonnegative(),
});
export type WorkshopEnvironmentList = z.infer<typeof workshopEnvironmentListSchema>;

// ---- state and seed ----

/** A project as kept: its page without what the image gives (joined when answered). */
export const storedWorkshopProjectSchema = workshopProjectSchema.omit({
  imageName: true,
  imageKind: true,
  image: true,
});
export type StoredWorkshopProject = z.infer<typeof storedWorkshopProjectSchema>;

/**
 * An environment as kept: instants in epoch milliseconds, and what its start and stop were given (the
 * settings of the moment), so a later change of setting does not rewrite what already happened.
 */
export const storedWorkshopEnvironmentSchema = z.object({
  envId: z.number().int(),
  userId: z.number().int(),
  projectId: z.number().int(),
  /** The secret of its address: the stand-in page opens only with it. */
  accessKey: z.string(),
  createdAt: z.number().int(),
  startedAt: z.number().int(),
  startSeconds: z.number().int().nonnegative(),
  startFails: z.boolean(),
  stoppedAt: z.number().int().nullable(),
  stopSeconds: z.number().int().nonnegative(),
});
export type StoredWorkshopEnvironment = z.infer<typeof storedWorkshopEnvironmentSchema>;

/** fixtures/seed/workshop.json: deadlines as days from start-up; environments as minutes ago. */
export const workshopSeedSchema = z.object({
  workshopImages: z.array(workshopImageSchema).default([]),
  workshopProjects: z
    .array(
      storedWorkshopProjectSchema
        .omit({ deadline: true })
        .extend({ deadlineInDays: z.number().nullable().default(null) }),
    )
    .default([]),
  workshopEnvironments: z
    .array(
      z.object({
        username: z.string(),
        projectId: z.number().int(),
        createdMinutesAgo: z.number().nonnegative(),
        /** Minutes ago it was stopped; null: it was left running. */
        stoppedMinutesAgo: z.number().nonnegative().nullable(),
      }),
    )
    .default([]),
});
