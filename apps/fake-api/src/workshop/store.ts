import { randomBytes } from 'node:crypto';
import {
  ACTIVE_ENVIRONMENT_STATES,
  quotaMessage,
  workshopMessages,
  type StoredUser,
  type StoredWorkshopEnvironment,
  type StoredWorkshopProject,
  type WorkshopEnvironment,
  type WorkshopEnvironmentList,
  type WorkshopEnvironmentState,
  type WorkshopImage,
  type WorkshopKind,
  type WorkshopProject,
  type WorkshopProjectPage,
  type WorkshopProjectSummary,
  workshopErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { pageSlice, type PageRequest } from '../state/page-slice';
import { nextId, type StoreState } from '../state/state';

/** The path of an environment's stand-in page on the fake API (workshop/routes.ts serves it). */
export const environmentPagePath = '/__services/workshop-env';

/** An image for a project whose image is no longer in the state (an import may remove one). */
const missingImage = (imageId: number): WorkshopImage => ({
  imageId,
  name: '',
  kind: 'jupyter',
  description: '',
  software: [],
  cpu: 1,
  memoryGb: 1,
});

/**
 * The workshop's catalogue: projects and the images they run on, read-only content kept in the state
 * so an import can change it. Unknown ids are 404 / 40400.
 */
export class WorkshopCatalogue {
  constructor(private readonly state: StoreState) {}

  /** One page of the catalogue, in the state's order, of one kind and matching a keyword. */
  projects(query: { kind?: WorkshopKind; keyword?: string } & PageRequest): WorkshopProjectPage {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const matching = this.state.data.workshopProjects.filter(
      (p) =>
        (query.kind === undefined || p.kind === query.kind) &&
        (keyword === '' ||
          [p.title, p.summary, ...p.tags].some((text) => text.toLowerCase().includes(keyword))),
    );
    const page = pageSlice(matching, query);
    return { ...page, list: page.list.map((p) => this.summary(p)) };
  }

  project(projectId: number): WorkshopProject {
    const stored = this.find(projectId);
    if (!stored) throw fail(workshopErrors.projectNotFound);
    return {
      ...this.summary(stored),
      introHtml: stored.introHtml,
      image: this.image(stored.imageId),
      guide: stored.guide,
    };
  }

  images(kind?: WorkshopImage['kind']): WorkshopImage[] {
    return this.state.data.workshopImages.filter((i) => kind === undefined || i.kind === kind);
  }

  find(projectId: number): StoredWorkshopProject | undefined {
    return this.state.data.workshopProjects.find((p) => p.projectId === projectId);
  }

  image(imageId: number): WorkshopImage {
    return this.state.data.workshopImages.find((i) => i.imageId === imageId) ?? missingImage(imageId);
  }

  private summary(p: StoredWorkshopProject): WorkshopProjectSummary {
    const image = this.image(p.imageId);
    return {
      projectId: p.projectId,
      title: p.title,
      kind: p.kind,
      summary: p.summary,
      difficulty: p.difficulty,
      hours: p.hours,
      tags: p.tags,
      imageId: p.imageId,
      imageName: image.name,
      imageKind: image.kind,
      deadline: p.deadline,
    };
  }
}

/** Where an environment is in its lifecycle at `now`, and the share of the current step done. */
export function environmentPhase(
  env: StoredWorkshopEnvironment,
  now: number,
): { state: WorkshopEnvironmentState; progress: number; secondsLeft: number; readyAt: number } {
  const readyAt = env.startedAt + env.startSeconds * 1000;
  const step = (from: number, seconds: number) => {
    const total = seconds * 1000;
    const done = Math.min(Math.max(now - from, 0), total);
    return {
      progress: total === 0 ? 100 : Math.floor((done / total) * 100),
      secondsLeft: Math.ceil((total - done) / 1000),
    };
  };
  if (env.stoppedAt !== null) {
    if (now < env.stoppedAt + env.stopSeconds * 1000)
      return { state: 'stopping', ...step(env.stoppedAt, env.stopSeconds), readyAt };
    return { state: 'stopped', progress: 0, secondsLeft: 0, readyAt };
  }
  if (now < readyAt) return { state: 'starting', ...step(env.startedAt, env.startSeconds), readyAt };
  return {
    state: env.startFails ? 'failed' : 'running',
    progress: env.startFails ? 0 : 100,
    secondsLeft: 0,
    readyAt,
  };
}

/**
 * The users' environments. Their state is computed from the clock at each read (`environmentPhase`),
 * never moved by timers, so a test that moves the fake clock moves them; the settings of the moment
 * (start and stop seconds, whether a start fails) are written into the environment when it starts or
 * stops. At most `environmentQuota` of a user's environments may be starting or running.
 */
export class WorkshopEnvironments {
  private readonly catalogue: WorkshopCatalogue;

  constructor(private readonly state: StoreState) {
    this.catalogue = state.use(WorkshopCatalogue);
  }

  /** The user's environments, newest first (of one project when given), with the quota. */
  list(user: StoredUser, projectId?: number): WorkshopEnvironmentList {
    const now = this.state.clock.now();
    const mine = this.of(user);
    return {
      list: mine
        .filter((e) => projectId === undefined || e.projectId === projectId)
        .sort((a, b) => b.createdAt - a.createdAt || b.envId - a.envId)
        .map((e) => this.view(e, now)),
      quota: this.state.settings.environmentQuota,
      active: this.active(mine, now),
    };
  }

  /** A new environment of the project for the user, starting now. */
  create(user: StoredUser, projectId: number): WorkshopEnvironment {
    if (!this.catalogue.find(projectId)) throw fail(workshopErrors.projectNotFound);
    const mine = this.of(user);
    if (mine.some((e) => e.projectId === projectId)) throw fail(workshopErrors.environmentExists);
    const now = this.state.clock.now();
    this.checkQuota(mine, now);
    const list = this.state.data.workshopEnvironments;
    const env: StoredWorkshopEnvironment = {
      envId: nextId(list.map((e) => e.envId)),
      userId: user.id,
      projectId,
      accessKey: randomBytes(12).toString('hex'),
      createdAt: now,
      ...this.startNow(now),
      stoppedAt: null,
      stopSeconds: this.state.settings.environmentStopSeconds,
    };
    list.push(env);
    this.state.changed();
    return this.view(env, now);
  }

  /** Starts a stopped or failed environment again, with the settings of now. */
  start(user: StoredUser, envId: number): WorkshopEnvironment {
    const env = this.mine(user, envId);
    const now = this.state.clock.now();
    const { state } = environmentPhase(env, now);
    if (state !== 'stopped' && state !== 'failed') throw fail(workshopErrors.notStartable);
    this.checkQuota(this.of(user), now);
    Object.assign(env, this.startNow(now), { stoppedAt: null });
    this.state.changed();
    return this.view(env, now);
  }

  /** Stops a starting or running environment: stopping for the stop seconds, then stopped. */
  stop(user: StoredUser, envId: number): WorkshopEnvironment {
    const env = this.mine(user, envId);
    const now = this.state.clock.now();
    const { state } = environmentPhase(env, now);
    if (state !== 'starting' && state !== 'running') throw fail(workshopErrors.notStoppable);
    env.stoppedAt = now;
    env.stopSeconds = this.state.settings.environmentStopSeconds;
    this.state.changed();
    return this.view(env, now);
  }

  remove(user: StoredUser, envId: number): void {
    const env = this.mine(user, envId);
    const list = this.state.data.workshopEnvironments;
    list.splice(list.indexOf(env), 1);
    this.state.changed();
  }

  /** An environment by id and access key, as its stand-in page shows it; undefined for a wrong pair. */
  opened(
    envId: number,
    accessKey: string,
  ): { env: WorkshopEnvironment; user: StoredUser | undefined } | undefined {
    const env = this.state.data.workshopEnvironments.find((e) => e.envId === envId);
    if (!env || env.accessKey !== accessKey) return undefined;
    const user = this.state.data.users.find((u) => u.id === env.userId);
    return { env: this.view(env, this.state.clock.now()), user };
  }

  private of(user: StoredUser): StoredWorkshopEnvironment[] {
    return this.state.data.workshopEnvironments.filter((e) => e.userId === user.id);
  }

  /** The user's environment; someone else's is as unknown as one that does not exist. */
  private mine(user: StoredUser, envId: number): StoredWorkshopEnvironment {
    const env = this.state.data.workshopEnvironments.find((e) => e.envId === envId && e.userId === user.id);
    if (!env) throw fail(workshopErrors.environmentNotFound);
    return env;
  }

  private active(envs: StoredWorkshopEnvironment[], now: number): number {
    return envs.filter((e) => ACTIVE_ENVIRONMENT_STATES.includes(environmentPhase(e, now).state)).length;
  }

  private checkQuota(mine: StoredWorkshopEnvironment[], now: number): void {
    const quota = this.state.settings.environmentQuota;
    if (this.active(mine, now) >= quota) throw fail(workshopErrors.quotaExceeded, quotaMessage(quota));
  }

  private startNow(now: number) {
    const { environmentStartSeconds, environmentStartFails } = this.state.settings;
    return { startedAt: now, startSeconds: environmentStartSeconds, startFails: environmentStartFails };
  }

  private view(env: StoredWorkshopEnvironment, now: number): WorkshopEnvironment {
    const project = this.catalogue.find(env.projectId);
    const image = this.catalogue.image(project?.imageId ?? 0);
    const phase = environmentPhase(env, now);
    return {
      envId: env.envId,
      projectId: env.projectId,
      projectTitle: project?.title ?? '',
      imageId: image.imageId,
      imageName: image.name,
      imageKind: image.kind,
      state: phase.state,
      createTime: backendTime(env.createdAt),
      startTime: backendTime(env.startedAt),
      readyTime: backendTime(phase.readyAt),
      stopTime: env.stoppedAt === null ? null : backendTime(env.stoppedAt),
      progress: phase.progress,
      secondsLeft: phase.secondsLeft,
      url:
        phase.state === 'running' ? `${environmentPagePath}?envId=${env.envId}&key=${env.accessKey}` : null,
      failReason: phase.state === 'failed' ? workshopMessages.startFailed : null,
    };
  }
}
