import express, { Router, type Response } from 'express';
import { z } from 'zod';
import {
  adminAssignInputSchema,
  adminNotificationInputSchema,
  adminOrganisationInputSchema,
  adminUserInputSchema,
  adminUserQuerySchema,
  bulkSeedInputSchema,
  fakeStateSchema,
  faultInputSchema,
  scenarioApplyInputSchema,
  settingsSchema,
  tokenInputSchema,
  type AdminUser,
  type StoredUser,
} from '@shui/contract';
import type { AppDeps } from '../deps';
import { ActiveScenarios } from '../scenarios';

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

/** The control plane (/__admin): plain JSON, never used by the portal. */
export function adminRouter(deps: AppDeps): Router {
  const { store, faults, journal } = deps;
  const scenarios = new ActiveScenarios(faults, store, deps.clock);
  const router = Router();
  // State import can be large (a seeded set of 100,000 notifications).
  router.use(express.json({ limit: '200mb' }));

  /** GET /__admin/health */
  router.get('/health', (_req, res) => {
    res.json({
      status: 'ok',
      uptimeMs: Math.round(performance.now() - deps.startedAt),
      state: deps.stateLabel,
      users: store.userCount,
      faults: faults.size,
      notifications: store.notificationCount,
      organisations: store.organisationCount,
      scenarios: scenarios.list().map((entry) => entry.name),
    });
  });

  /** POST /__admin/reset: back to the seed (faults and journal cleared too). */
  router.post('/reset', (_req, res) => {
    store.replace(deps.seedState());
    faults.clear();
    scenarios.forget();
    journal.clear();
    res.json({ status: 'ok', users: store.userCount });
  });

  /** GET /__admin/faults */
  router.get('/faults', (_req, res) => void res.json(faults.list()));
  /** POST /__admin/faults -> { id } */
  router.post('/faults', (req, res) => {
    const fault = faults.add(parse(faultInputSchema, req.body, 'fault'));
    res.status(201).json({ id: fault.id, fault });
  });
  /** DELETE /__admin/faults: all of them */
  router.delete('/faults', (_req, res) => void res.json({ removed: faults.clear() }));
  /** DELETE /__admin/faults/:id */
  router.delete('/faults/:id', (req, res) => {
    if (!faults.remove(req.params.id)) throw new AdminError(404, `no fault with id ${req.params.id}`);
    res.json({ removed: 1 });
  });

  /** GET /__admin/outbox?to= : verification codes sent, newest last */
  router.get('/outbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json(store.outbox().filter((e) => to === undefined || e.to === to));
  });

  /** GET /__admin/journal?path=&limit= */
  router.get('/journal', (req, res) => {
    const path = typeof req.query.path === 'string' ? req.query.path : undefined;
    const limit = parse(z.coerce.number().int().positive().optional(), req.query.limit, 'limit');
    res.json(journal.list({ path, limit }));
  });
  /** DELETE /__admin/journal */
  router.delete('/journal', (_req, res) => {
    journal.clear();
    res.json({ status: 'ok' });
  });

  /** GET /__admin/state: the whole state (export) */
  router.get('/state', (_req, res) => void res.json(store.snapshot()));
  /** PUT /__admin/state: replace the whole state (import), validated against the contract first */
  router.put('/state', (req, res) => {
    store.replace(parse(fakeStateSchema, req.body, 'state'));
    res.json({ status: 'ok', users: store.userCount });
  });

  /** GET /__admin/settings, PATCH /__admin/settings */
  router.get('/settings', (_req, res) => void res.json(store.settings));
  router.patch('/settings', (req, res) => {
    res.json(store.updateSettings(parse(settingsSchema.partial().strict(), req.body, 'settings')));
  });

  /** POST /__admin/tokens { username } -> { access_token }: a token for a user, for scripts and e2e */
  router.post('/tokens', (req, res) => {
    const input = parse(tokenInputSchema, req.body, 'token request');
    const user = store.findByLogin(input.username);
    if (!user) throw new AdminError(404, `no user "${input.username}"`);
    const { token, expiresAt } = store.issueToken(user.id, input.ttlSeconds);
    res
      .status(201)
      .json({ access_token: token, expiresAt: new Date(expiresAt).toISOString(), userId: user.id });
  });

  /** GET /__admin/users?search=&limit=&offset= -> { total, users } (no password hashes) */
  router.get('/users', (req, res) => {
    const query = parse(adminUserQuerySchema, req.query, 'query');
    const found = store.searchUsers(query.search, query.offset, query.limit);
    res.json({ total: found.total, users: found.users.map(publicUser) });
  });
  /** POST /__admin/users -> 201 the user; 409 when the username, phone, mail or student number is taken */
  router.post('/users', (req, res) => {
    const input = parse(adminUserInputSchema, req.body, 'user');
    const added = store.addBulk({ organisations: [], users: [input], notifications: [] });
    res.status(201).json(publicUser(store.user(added.userIds[0] ?? 0)!));
  });

  /** POST /__admin/notifications { username, message, courseId?, status? } -> 201 the notification */
  router.post('/notifications', (req, res) => {
    const input = parse(adminNotificationInputSchema, req.body, 'notification');
    const user = store.findByLogin(input.username);
    if (!user) throw new AdminError(404, `no user "${input.username}"`);
    const added = store.addNotification(user.id, input.message, input.courseId ?? null);
    if (input.status === 1) store.markRead(user.id, [added.id]);
    res.status(201).json({ ...added, status: input.status ?? 0, userId: user.id });
  });

  /** GET /__admin/organisations -> every organisation with its member count */
  router.get('/organisations', (_req, res) => void res.json(store.allCompanies()));
  /** POST /__admin/organisations { companyName } -> 201 { id, companyName }; 409 when the name exists */
  router.post('/organisations', (req, res) => {
    const { companyName } = parse(adminOrganisationInputSchema, req.body, 'organisation');
    store.addBulk({ organisations: [companyName], users: [], notifications: [] });
    res.status(201).json(store.findOrganisation(companyName));
  });
  /** POST /__admin/organisations/assign { username, organisation, current? } -> the user */
  router.post('/organisations/assign', (req, res) => {
    const input = parse(adminAssignInputSchema, req.body, 'assignment');
    res.json(publicUser(store.assignOrganisation(input.username, input.organisation, input.current)));
  });

  /** POST /__admin/seed { organisations, users, notifications } -> 201 what was added; all or nothing */
  router.post('/seed', (req, res) => {
    const input = parse(bulkSeedInputSchema, req.body, 'seed');
    const added = store.addBulk(input);
    res.status(201).json({
      added: { organisations: added.organisations, users: added.users, notifications: added.notifications },
      totals: {
        organisations: store.organisationCount,
        users: store.userCount,
        notifications: store.notificationCount,
      },
    });
  });

  /** GET /__admin/scenarios: the scenarios applied and not cleared */
  router.get('/scenarios', (_req, res) => void res.json(scenarios.list()));
  /** POST /__admin/scenarios { scenario, times? } -> 201 the applied scenario (replaces one of that name) */
  router.post('/scenarios', (req, res) => {
    const input = parse(scenarioApplyInputSchema, req.body, 'scenario');
    res.status(201).json(scenarios.apply(input.scenario, input.times));
  });
  /** DELETE /__admin/scenarios: clears all (their faults go, their settings come back) */
  router.delete('/scenarios', (_req, res) => void res.json({ cleared: scenarios.clear() }));
  /** DELETE /__admin/scenarios/:name */
  router.delete('/scenarios/:name', (req, res) => {
    if (!scenarios.has(req.params.name))
      throw new AdminError(404, `scenario ${req.params.name} is not applied`);
    res.json({ cleared: scenarios.clear(req.params.name) });
  });

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
