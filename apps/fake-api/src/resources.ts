import type { Router } from 'express';
import type { AppDeps } from './deps';
import type { Handlers } from './http/contract-routes';
import { assistantHandlers } from './assistant/routes';
import { authHandlers } from './auth/routes';
import { ssoRouter } from './auth/sso-pages';
import { campusHandlers } from './campus/routes';
import { centerHandlers, meetingRouter } from './center/routes';
import { channelHandlers } from './channel/routes';
import { checkInHandlers } from './check-in/routes';
import { codeParkHandlers } from './code-park/routes';
import { competitionHandlers } from './competition/routes';
import { courseFilesRouter } from './course/files';
import { courseHandlers } from './course/routes';
import { feedbackHandlers } from './feedback/routes';
import { uploadsRouter } from './http/images';
import { notificationsHandlers } from './notifications/routes';
import { organisationsHandlers } from './organisations/routes';
import { practiceHandlers } from './practice/routes';
import { registerHandlers } from './register/routes';
import { resetPasswordHandlers } from './reset-password/routes';
import { servicesRouter } from './services/stand-ins';
import { teacherHandlers } from './teacher/routes';
import { workshopEnvRouter, workshopHandlers } from './workshop/routes';

/**
 * The handler of every call of the contract, one domain's handlers after another (each a
 * <domain>/routes.ts over its store): typed over every `EndpointName`, so a call without a handler does
 * not compile. A new domain is its folder and one line here (docs/decisions.md 30). The order is the
 * order of registration; a call is found by its method and exact path.
 */
export function contractHandlers(deps: AppDeps): Handlers {
  return {
    ...authHandlers(deps),
    ...registerHandlers(deps),
    ...resetPasswordHandlers(deps),
    ...notificationsHandlers(deps),
    ...organisationsHandlers(deps),
    ...feedbackHandlers(deps),
    ...checkInHandlers(deps),
    ...teacherHandlers(deps),
    ...assistantHandlers(deps),
    ...campusHandlers(deps),
    ...channelHandlers(deps),
    ...codeParkHandlers(deps),
    ...centerHandlers(deps),
    ...competitionHandlers(deps),
    ...courseHandlers(deps),
    ...workshopHandlers(deps),
    ...practiceHandlers(deps),
  };
}

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
