import type { Router } from 'express';
import type { AppDeps } from '../deps';
import type { ContractRoutes } from '../http';
import { registerAccount } from './account';
import { registerAssistant } from './assistant';
import { registerCampus } from './campus';
import { registerChannel } from './channel';
import { registerCodePark } from './code-park';
import { meetingRouter, registerCenter } from './center';
import { registerCheckIn } from './check-in';
import { registerCodes } from './codes';
import { registerCompetition } from './competition';
import { courseFilesRouter, registerCourseHall } from './course-hall';
import { registerFeedback } from './feedback';
import { uploadsRouter } from './images';
import { registerNotifications } from './notifications';
import { registerOrganisations } from './organisations';
import { registerQuestions } from './questions';
import { servicesRouter } from './services';
import { ssoRouter } from './sso';
import { registerTeacher } from './teacher';
import { registerWorkshop, workshopEnvRouter } from './workshop';

/** Registers one resource's calls of the contract (packages/contract/src/<resource>.ts). */
export type RegisterCalls = (routes: ContractRoutes, deps: AppDeps) => void;

/**
 * The resources of the fake API, each a routes/<resource>.ts over its store/<resource>.ts module: a
 * new resource is its two files and one line here (docs/decisions.md 30). The order does not matter:
 * a call is found by its method and exact path.
 */
export const contractResources: readonly RegisterCalls[] = [
  registerAccount,
  registerCodes,
  registerNotifications,
  registerOrganisations,
  registerFeedback,
  registerCheckIn,
  registerTeacher,
  registerAssistant,
  registerCampus,
  registerChannel,
  registerCodePark,
  registerCenter,
  registerCompetition,
  registerCourseHall,
  registerWorkshop,
  registerQuestions,
];

/**
 * Plain Express routes, mounted after the contract's calls and the fault rules: the uploaded images,
 * the single sign-on's pages and the related services' stand-ins.
 */
export const pageRouters: ReadonlyArray<(deps: AppDeps) => Router> = [
  uploadsRouter,
  ssoRouter,
  servicesRouter,
  meetingRouter,
  courseFilesRouter,
  workshopEnvRouter,
];
