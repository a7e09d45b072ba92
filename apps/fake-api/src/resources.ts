import type { Router } from 'express';
import type { AppDeps } from './deps';
import type { ContractRoutes } from './http/contract-routes';
import { registerAccount } from './auth/routes';
import { registerAssistant } from './assistant/routes';
import { registerCampus } from './campus/routes';
import { registerChannel } from './channel/routes';
import { registerCodePark } from './code-park/routes';
import { meetingRouter, registerCenter } from './center/routes';
import { registerCheckIn } from './check-in/routes';
import { registerCodes } from './register/routes';
import { registerCompetition } from './competition/routes';
import { courseFilesRouter, registerCourseHall } from './course/routes';
import { registerFeedback } from './feedback/routes';
import { uploadsRouter } from './http/images';
import { registerNotifications } from './notifications/routes';
import { registerOrganisations } from './organisations/routes';
import { registerQuestions } from './practice/routes';
import { servicesRouter } from './services/stand-ins';
import { ssoRouter } from './auth/sso-pages';
import { registerTeacher } from './teacher/routes';
import { registerWorkshop, workshopEnvRouter } from './workshop/routes';

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
