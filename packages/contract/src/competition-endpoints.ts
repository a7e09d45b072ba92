import { endpoint, type EndpointDef } from './endpoint-def';
import {
  competitionDetailSchema,
  competitionQuerySchema,
  competitionRegistrationInputSchema,
  competitionRegistrationOrNullSchema,
  competitionRegistrationSchema,
} from './competition';
import { extensionPaths } from './extension-paths';

/**
 * The competition registration page /2025 (extensions: spec section 2 names the page, not its calls).
 * The competition is read by anyone; the caller's registration, registering and changing it need a
 * login. A registration is one of the personal centre's (GET /portal/center/registrations lists it,
 * POST /portal/center/registration/cancel cancels it). An unknown key answers 404 / 40400.
 */
export const competitionEndpoints = {
  competitionDetail: endpoint({
    method: 'GET',
    path: extensionPaths.competitionDetail,
    access: 'public',
    read: true,
    inputs: { query: { key: '2025' } },
    extension: true,
    summary:
      'A competition: title, organisers, schedule, tracks, prizes, rules (rich text), open or closed, teams',
    query: competitionQuerySchema,
    data: competitionDetailSchema,
    chosen: 'the whole call; registrationOpen and the stages’ status by the server’s clock',
    errors: ['badRequest', 'notFound'],
  }),
  competitionRegistration: endpoint({
    method: 'GET',
    path: extensionPaths.competitionRegistration,
    access: 'user',
    read: true,
    inputs: { query: { key: '2025' } },
    extension: true,
    summary: "The caller's registration of the competition (also a cancelled one), or null",
    query: competitionQuerySchema,
    data: competitionRegistrationOrNullSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'notFound'],
  }),
  competitionRegister: endpoint({
    method: 'POST',
    path: extensionPaths.competitionRegister,
    access: 'user',
    bodyKind: 'json',
    extension: true,
    summary: 'Register a team (1-5 members, the caller its leader) while registration is open',
    query: competitionQuerySchema,
    body: competitionRegistrationInputSchema,
    data: competitionRegistrationSchema,
    chosen:
      'the whole call; a team cancelled in the personal centre registers again under the same registrationId',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'conflict'],
  }),
  competitionRegistrationUpdate: endpoint({
    method: 'POST',
    path: extensionPaths.competitionRegistrationUpdate,
    access: 'user',
    bodyKind: 'json',
    extension: true,
    summary: "Change the caller's registration (the whole team, as registering) while registration is open",
    query: competitionQuerySchema,
    body: competitionRegistrationInputSchema,
    data: competitionRegistrationSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'conflict'],
  }),
} as const satisfies Record<string, EndpointDef>;
