import { notFound, closed, alreadyRegistered, notRegistered, track, leader, taken } from './errors';
import { endpoint, type EndpointDef } from '../core/endpoint';
import {
  competitionDetailSchema,
  competitionQuerySchema,
  competitionRegistrationInputSchema,
  competitionRegistrationOrNullSchema,
  competitionRegistrationSchema,
  competitionMessages as m,
} from './schemas';

/**
 * The competition registration page /2025 (extensions: spec section 2 names the page, not its calls).
 * The competition is read by anyone; the caller's registration, registering and changing it need a
 * login. A registration is one of the personal centre's (GET /portal/center/registrations lists it,
 * POST /portal/center/registration/cancel cancels it). An unknown key answers 404 / 40400.
 */
export const competitionEndpoints = {
  competitionDetail: endpoint({
    method: 'GET',
    path: '/portal/competition/detail',
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
    fails: [notFound],
    // competition (/2025; fixtures/seed/competition.json: the student registered 数据漫游者, registration 5)
    example: { query: { key: '2025' } },
  }),
  competitionRegistration: endpoint({
    method: 'GET',
    path: '/portal/competition/registration',
    access: 'user',
    read: true,
    inputs: { query: { key: '2025' } },
    extension: true,
    summary: "The caller's registration of the competition (also a cancelled one), or null",
    query: competitionQuerySchema,
    data: competitionRegistrationOrNullSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'notFound'],
    fails: [notFound],
    example: { query: { key: '2025' } },
  }),
  competitionRegister: endpoint({
    method: 'POST',
    path: '/portal/competition/register',
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
    ok: m.registerOk,
    fails: [notFound, closed, alreadyRegistered, track, leader, taken],
    example: {
      // the student's team cancelled first (registration 5), so it may register again
      before: { call: 'centerRegistrationCancel', query: { registrationId: 5 } },
      query: { key: '2025' },
      body: {
        teamName: '数据漫游者',
        track: 'analytics',
        members: [{ name: '李同学', role: 'leader' }],
        institution: '华东师范大学',
        phone: '13800138000',
        email: 'student@example.com',
        agreement: true,
      },
    },
  }),
  competitionRegistrationUpdate: endpoint({
    method: 'POST',
    path: '/portal/competition/registration/update',
    access: 'user',
    bodyKind: 'json',
    extension: true,
    summary: "Change the caller's registration (the whole team, as registering) while registration is open",
    query: competitionQuerySchema,
    body: competitionRegistrationInputSchema,
    data: competitionRegistrationSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'notFound', 'conflict'],
    ok: m.updateOk,
    fails: [notFound, closed, notRegistered, track, leader, taken],
    example: {
      query: { key: '2025' },
      body: {
        teamName: '数据漫游者',
        track: 'ml',
        members: [{ name: '李同学', role: 'leader' }],
        institution: '华东师范大学',
        phone: '13800138000',
        email: 'student@example.com',
        agreement: true,
      },
    },
  }),
} as const satisfies Record<string, EndpointDef>;
