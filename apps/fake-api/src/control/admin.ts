import express, { Router, type Response } from 'express';
import type { z } from 'zod';
import {
  ADMIN_BASE,
  adminEndpoints,
  type AdminBody,
  type AdminEndpointDef,
  type AdminJsonName,
  type AdminName,
  type AdminParams,
  type AdminQuery,
  type AdminUser,
  type StoredUser,
} from '@shui/contract';
import type { AdminEvents } from './admin-events';
import type { AppDeps } from '../deps';
import { readScenarioCatalogue } from './scenario-files';
import { containmentReport } from '../judge';
import { openApiDocument } from './openapi';
import { ActiveScenarios } from './scenarios';
import { escapeHtml } from '@shui/contract/html';
import { CourseCatalogue } from '../course/catalogue';
import { QuestionBank } from '../practice/store';

class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : what;
    throw new AdminError(400, `invalid ${what}: ${where}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

/** What a handler gets: the path parameters and the query and body, parsed against the contract. */
interface AdminRequest<N extends AdminName> {
  params: AdminParams<N>;
  query: AdminQuery<N>;
  body: AdminBody<N>;
  /** Where the request was sent (`http://HOST`), for answers that name this server; none without Host. */
  origin?: string;
}

/** A handler answers what the route's response schema describes; the router sends it as JSON. */
type AdminHandlers = {
  [N in AdminJsonName]: (req: AdminRequest<N>) => z.input<(typeof adminEndpoints)[N]['response']>;
};

/**
 * The control plane's handlers, one per entry of `adminEndpoints` but the event stream (which
 * `events` answers); `events` is told of the changes it cannot see otherwise (the scenarios).
 */
function adminHandlers(deps: AppDeps, events: AdminEvents | undefined): AdminHandlers {
  const { store, faults, journal } = deps;
  const scenarios = new ActiveScenarios(faults, store, deps.clock);
  const scenariosChanged = <T>(result: T): T => {
    events?.changed('scenarios');
    return result;
  };
  const userByLogin = (username: string) => {
    const user = store.findByLogin(username);
    if (!user) throw new AdminError(404, `no user "${username}"`);
    return user;
  };
  const teacherId = (username: string) => {
    const user = userByLogin(username);
    if (user.role !== 'teacher') throw new AdminError(400, `"${username}" is not a teacher`);
    return user.id;
  };

  return {
    /** GET /__admin/health */
    health: () => ({
      status: 'ok',
      uptimeMs: Math.round(performance.now() - deps.startedAt),
      state: deps.stateLabel,
      users: store.userCount,
      faults: faults.size,
      notifications: store.notificationCount,
      organisations: store.organisationCount,
      scenarios: scenarios.list().map((entry) => entry.name),
      judge: containmentReport(),
    }),
    /** GET /__admin/openapi.json: the contract's OpenAPI document, this fake API as its server */
    openapi: ({ origin }) => openApiDocument(origin),

    /** POST /__admin/reset: back to the seed (faults and journal cleared too). */
    reset: () => {
      store.replace(deps.seedState());
      faults.clear();
      scenarios.forget();
      journal.clear();
      events?.changed('scenarios');
      return { status: 'ok', users: store.userCount };
    },

    /** GET /__admin/faults */
    faults: () => faults.list(),
    /** POST /__admin/faults -> { id } */
    addFault: ({ body }) => {
      const fault = faults.add(body);
      return { id: fault.id, fault };
    },
    /** DELETE /__admin/faults: all of them */
    clearFaults: () => ({ removed: faults.clear() }),
    /** DELETE /__admin/faults/:id */
    removeFault: ({ params }) => {
      if (!faults.remove(params.id)) throw new AdminError(404, `no fault with id ${params.id}`);
      return { removed: 1 };
    },

    /** GET /__admin/outbox?to= : verification codes sent, newest last */
    outbox: ({ query }) => store.outbox().filter((e) => query.to === undefined || e.to === query.to),

    /** GET /__admin/journal?path=&limit= */
    journal: ({ query }) => journal.list(query),
    /** GET /__admin/journal/:id: one entry with its bodies */
    journalEntry: ({ params }) => {
      const entry = /^\d+$/.test(params.id) ? journal.detail(Number(params.id)) : undefined;
      if (!entry)
        throw new AdminError(
          404,
          `no journal entry ${params.id} (the journal keeps the last ${journal.capacity})`,
        );
      return entry;
    },
    /** DELETE /__admin/journal */
    clearJournal: () => {
      journal.clear();
      return { status: 'ok' };
    },

    /** GET /__admin/state: the whole state (export) */
    exportState: () => store.snapshot(),
    /** PUT /__admin/state: replace the whole state (import), validated against the contract first */
    importState: ({ body }) => {
      store.replace(body);
      return { status: 'ok', users: store.userCount };
    },

    /** GET /__admin/settings */
    settings: () => store.settings,
    /** PATCH /__admin/settings */
    updateSettings: ({ body }) => store.updateSettings(body),

    /** POST /__admin/tokens { username } -> { access_token }: a token for a user, for scripts and e2e */
    mintToken: ({ body }) => {
      const user = userByLogin(body.username);
      const { token, expiresAt } = store.issueToken(user.id, body.ttlSeconds);
      return { access_token: token, expiresAt: new Date(expiresAt).toISOString(), userId: user.id };
    },

    /** GET /__admin/users?search=&limit=&offset= -> { total, users } (no password hashes) */
    users: ({ query }) => {
      const found = store.searchUsers(query.search, query.offset, query.limit);
      return { total: found.total, users: found.users.map(publicUser) };
    },
    /** POST /__admin/users -> 201 the user; 409 when the username, phone, mail or student number is taken */
    addUser: ({ body }) => {
      const added = store.addBulk({ organisations: [], users: [body], notifications: [] });
      return publicUser(store.user(added.userIds[0] ?? 0)!);
    },

    /** POST /__admin/notifications { username, message, courseId?, status? } -> 201 the notification */
    addNotification: ({ body }) => {
      const user = userByLogin(body.username);
      const added = store.addNotification(user.id, body.message, body.courseId ?? null);
      if (body.status === 1) store.markRead(user.id, [added.id]);
      return { ...added, status: body.status ?? 0, userId: user.id };
    },

    /** GET /__admin/organisations -> every organisation with its member count */
    organisations: () => store.allCompanies(),
    /** POST /__admin/organisations { companyName } -> 201 { id, companyName }; 409 when the name exists */
    addOrganisation: ({ body }) => {
      store.addBulk({ organisations: [body.companyName], users: [], notifications: [] });
      return store.findOrganisation(body.companyName)!;
    },
    /** POST /__admin/organisations/assign { username, organisation, current? } -> the user */
    assignOrganisation: ({ body }) =>
      publicUser(store.assignOrganisation(body.username, body.organisation, body.current)),

    /** POST /__admin/seed { organisations, users, notifications } -> 201 what was added; all or nothing */
    seed: ({ body }) => {
      const added = store.addBulk(body);
      return {
        added: { organisations: added.organisations, users: added.users, notifications: added.notifications },
        totals: {
          organisations: store.organisationCount,
          users: store.userCount,
          notifications: store.notificationCount,
        },
      };
    },

    /** GET /__admin/courses?keyword=&tag= -> { total, courses } newest first */
    courses: ({ query }) => store.use(CourseCatalogue).adminList(query),
    /** POST /__admin/courses { name, teacher, tag?, intro? } -> 201 the course; 404 / 400 for the teacher */
    addCourse: ({ body }) => {
      const [course] = store
        .use(CourseCatalogue)
        .add([{ ...body, introHtml: introHtml(body.intro), teacherId: teacherId(body.teacher) }]);
      return store
        .use(CourseCatalogue)
        .adminList({})
        .courses.find((c) => c.courseId === course?.id)!;
    },
    /** POST /__admin/courses/bulk { courses } -> 201 { added, total, firstId }; all or nothing */
    seedCourses: ({ body }) => {
      const ids = new Map<string, number>();
      for (const c of body.courses) if (!ids.has(c.teacher)) ids.set(c.teacher, teacherId(c.teacher));
      const added = store
        .use(CourseCatalogue)
        .add(
          body.courses.map((c) => ({ ...c, introHtml: introHtml(c.intro), teacherId: ids.get(c.teacher)! })),
        );
      return { added: added.length, total: store.data.courses.length, firstId: added[0]?.id ?? null };
    },

    /** POST /__admin/questions/bulk { questions } -> 201 { added, total, firstId }; all or nothing */
    seedQuestions: ({ body }) => {
      const added = store.use(QuestionBank).add(body.questions);
      return { added: added.length, total: store.data.bankQuestions.length, firstId: added[0]!.questionId };
    },

    /** GET /__admin/scenarios: the scenarios applied and not cleared */
    scenarios: () => scenarios.list(),
    /** GET /__admin/scenarios/catalogue: the scenario files, by name */
    scenarioCatalogue: () => readScenarioCatalogue(deps.scenarioDir),
    /** POST /__admin/scenarios { scenario, times? } -> 201 the applied scenario (replaces one of that name) */
    applyScenario: ({ body }) => scenariosChanged(scenarios.apply(body.scenario, body.times)),
    /** DELETE /__admin/scenarios: clears all (their faults go, their settings come back) */
    clearScenarios: () => scenariosChanged({ cleared: scenarios.clear() }),
    /** DELETE /__admin/scenarios/:name */
    clearScenario: ({ params }) => {
      if (!scenarios.has(params.name)) throw new AdminError(404, `scenario ${params.name} is not applied`);
      return scenariosChanged({ cleared: scenarios.clear(params.name) });
    },
  };
}

/**
 * The control plane (/__admin): plain JSON, never used by the portal. Its routes are the entries of
 * `adminEndpoints` and no other: each parses its query and body against the contract (400 otherwise)
 * and answers the handler's result with the entry's status; the event stream is `events`'s.
 */
export function adminRouter(deps: AppDeps, events?: AdminEvents): Router {
  const handlers = adminHandlers(deps, events);
  const router = Router();
  // State import can be large (a seeded set of 100,000 notifications).
  router.use(express.json({ limit: '200mb' }));
  for (const name of Object.keys(adminEndpoints) as AdminName[]) {
    const def: AdminEndpointDef = adminEndpoints[name];
    const method = def.method.toLowerCase() as Lowercase<AdminEndpointDef['method']>;
    if (def.stream) {
      router[method](def.path.slice(ADMIN_BASE.length), (req, res) => {
        if (!events) throw new AdminError(404, 'no live events in this app');
        events.attach(req, res, handlers.health({} as AdminRequest<'health'>));
      });
      continue;
    }
    const handler = handlers[name as AdminJsonName] as (req: AdminRequest<AdminName>) => unknown;
    router[method](def.path.slice(ADMIN_BASE.length), (req, res) => {
      const query = def.query ? parse(def.query, req.query, def.input ?? 'query') : undefined;
      const body = def.body ? parse(def.body, req.body, def.input ?? 'body') : undefined;
      const host = req.get('host');
      const origin = host === undefined ? undefined : `${req.protocol}://${host}`;
      const result = handler({ params: req.params, query, body, origin } as AdminRequest<AdminName>);
      res.status(def.status ?? 200).json(result);
    });
  }
  router.use((_req, res: Response) => {
    res.status(404).json({ error: 'no such admin route' });
  });
  return router;
}

function publicUser(user: StoredUser): AdminUser {
  const { passwordHash: _hash, headImgUrl: _avatar, ...rest } = user;
  return rest;
}

export { AdminError };

/** A course's intro as its page shows it: one paragraph of the text, numeric references (`&#60;`). */
const introHtml = (intro: string): string =>
  intro === '' ? '' : `<p>${escapeHtml(intro, { references: 'numeric' })}</p>`;
