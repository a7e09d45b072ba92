import { type z } from 'zod';
import { assistantEndpoints } from './assistant/endpoints';
import { authEndpoints } from './auth/endpoints';
import { campusEndpoints } from './campus/endpoints';
import { centerEndpoints } from './center/endpoints';
import { channelEndpoints } from './channel/endpoints';
import { checkInEndpoints } from './check-in/endpoints';
import { codeParkEndpoints } from './code-park/endpoints';
import { competitionEndpoints } from './competition/endpoints';
import type { EndpointDef, ErrorNote } from './core/endpoint';
import { shapeErrorNotes } from './core/error-notes';
import { serverMessages } from './core/errors';
import { courseEndpoints } from './course/endpoints';
import { feedbackEndpoints } from './feedback/endpoints';
import { notificationEndpoints } from './notifications/endpoints';
import { organisationEndpoints } from './organisations/endpoints';
import { practiceEndpoints } from './practice/endpoints';
import { registerEndpoints } from './register/endpoints';
import { resetPasswordEndpoints } from './reset-password/endpoints';
import { teacherEndpoints } from './teacher/endpoints';
import { teacherSpecEndpoints } from './teacher/spec-endpoints';
import { workshopEndpoints } from './workshop/endpoints';

/**
 * Every call, gathered from the domains' entries (`<domain>/endpoints.ts`): those of spec section 7 in
 * its order, then the extensions (calls the spec does not list). Each entry is the one place its call's
 * facts are written: path, access, shapes, errors (`fails`), success message (`ok`) and example; the
 * extensions' paths (`extension-paths.ts`), the error notes and the tests' tables are derived from it.
 * Web, fake API, CLI, tests and docs read this table.
 */
export const endpoints = {
  ...authEndpoints,
  ...registerEndpoints,
  ...resetPasswordEndpoints,
  ...notificationEndpoints,
  ...organisationEndpoints,
  ...feedbackEndpoints,
  ...checkInEndpoints,
  ...teacherSpecEndpoints,
  ...assistantEndpoints,
  ...campusEndpoints,
  // extensions
  ...channelEndpoints,
  ...codeParkEndpoints,
  ...courseEndpoints,
  ...centerEndpoints,
  ...teacherEndpoints,
  ...workshopEndpoints,
  ...competitionEndpoints,
  ...practiceEndpoints,
} as const satisfies Record<string, EndpointDef>;

export type { Access, BodyKind, EndpointDef, HttpMethod } from './core/endpoint';
export type EndpointName = keyof typeof endpoints;
export type EndpointData<N extends EndpointName> = z.infer<(typeof endpoints)[N]['data']>;

/** The endpoint answering `method path`, if any. */
export function findEndpoint(method: string, path: string): EndpointDef | undefined {
  return Object.values(endpoints).find((e) => e.method === method.toUpperCase() && e.path === path);
}

/** Every error row of a call: those of its shape, then its handler's (`fails`). */
export function errorNotes(name: EndpointName): ErrorNote[] {
  const def: EndpointDef = endpoints[name];
  return [...shapeErrorNotes(def), ...(def.fails ?? [])];
}

/** The respMsg of a call's success. */
export const okMessage = (name: EndpointName): string => {
  const def: EndpointDef = endpoints[name];
  return def.ok ?? serverMessages.ok;
};
