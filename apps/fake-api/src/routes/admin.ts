import express, { Router, type Response } from 'express';
import { z } from 'zod';
import { fakeStateSchema, faultInputSchema, settingsSchema, tokenInputSchema } from '@shui/contract';
import type { AppDeps } from '../app';

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
    });
  });

  /** POST /__admin/reset: back to the seed (faults and journal cleared too). */
  router.post('/reset', (_req, res) => {
    store.replace(deps.seedState());
    faults.clear();
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

  router.use((_req, res: Response) => {
    res.status(404).json({ error: 'no such admin route' });
  });
  return router;
}

export { AdminError };
