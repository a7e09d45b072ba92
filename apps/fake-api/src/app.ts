import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import { serverMessages } from '@shui/contract';
import { AdminEvents } from './control/admin-events';
import { controlPanel } from './control/control-panel';
import type { AppDeps } from './deps';
import { driftLayer } from './drift/layer';
import { compileDrift } from './drift/rewrite';
import { failureOf, logInternal, sendFailure } from './http/envelope';
import { fail } from './http/errors';
import { applyFaults } from './control/faults';
import { ContractRoutes } from './http/contract-routes';
import { contractListener } from './http/listener';
import { cors, portalOrigins } from './http/middleware/cors';
import { adminGuard, allowedHosts, hostGuard } from './http/middleware/guards';
import { callRecorder, observe, type LogLine } from './http/middleware/observe';
import { AdminError, adminRouter } from './control/admin';
import { installReplay } from './replay';
import { contractHandlers, pageRouters } from './resources';
import { servedRoutes, type ServedRoutes } from './http/served-routes';
import { Tokens } from './auth/tokens';

/** The fake backend: a node:http request listener, with listen() as Express's app has it. */
export interface FakeApp {
  (req: IncomingMessage, res: ServerResponse): void;
  /** An http.Server of this listener, listening (as Express's app.listen, without its error callback). */
  listen(port?: number, host?: string, onListening?: () => void): Server;
  /** The live events of GET /__admin/events. */
  events: AdminEvents;
  /** What this app serves, read off its routers and the contract's table (test/openapi.test.ts). */
  served: () => ServedRoutes;
}

/**
 * The fake backend; nothing here listens or reads the environment. The contract's calls are answered
 * by a plain request listener before Express (listener.ts); the rest is the Express app below, which
 * also keeps the contract's routes for the odd URL the listener leaves to it.
 */
export function createApp(given: AppDeps): FakeApp {
  // The live events hear of every code sent, besides whoever `onOutbox` tells.
  const events = new AdminEvents(given.journal, given.faults, given.store);
  const deps: AppDeps = {
    ...given,
    onOutbox: (entry) => {
      given.onOutbox?.(entry);
      events.sent(entry);
    },
  };
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  const origins = deps.extraOrigins ?? [];
  const isPortalOrigin = portalOrigins(origins);
  const record = callRecorder(deps.journal, deps.clock, deps.log);
  const routes = new ContractRoutes(deps.store.use(Tokens));
  routes.addAll(contractHandlers(deps));
  if (deps.replay) installReplay(routes, deps.store, deps.replay, deps.log);

  app.use(observe(record));
  // Before CORS: the control plane sends no CORS headers and refuses other origins (docs/decisions.md 32).
  app.use('/__admin', adminGuard(), controlPanel(deps.controlPanelDir), adminRouter(deps, events));
  app.use(cors(isPortalOrigin));
  app.use(applyFaults(deps.faults));
  app.use(routes.middleware());
  for (const router of pageRouters) app.use(router(deps));

  app.use((req) => {
    throw fail('notFound', `${serverMessages.notFound}：${req.method} ${req.path}`);
  });
  app.use(errorHandler(deps.log));

  const contract = contractListener(
    { routes, faults: deps.faults, record, isPortalOrigin, log: deps.log },
    app,
  );
  const listener = hostGuard(
    allowedHosts(deps.allowedHosts ?? []),
    deps.drift ? driftLayer(compileDrift(deps.drift), { record, isPortalOrigin }, contract) : contract,
  );
  const listen = (port?: number, host?: string, onListening?: () => void): Server => {
    const server = createServer(listener);
    return host === undefined ? server.listen(port, onListening) : server.listen(port, host, onListening);
  };
  return Object.assign(listener, { listen, events, served: () => servedRoutes(app, routes) });
}

/** Every failure becomes the backend's envelope (or plain JSON on /__admin); bad input is never a 500. */
function errorHandler(log: LogLine | undefined): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof AdminError) {
      res.status(error.status).json({ error: error.message });
      return;
    }
    if (req.path.startsWith('/__admin')) {
      const failure = failureOf(error);
      logInternal(failure, error, `${req.method} ${req.originalUrl}`, log);
      res.status(failure.status).json({ error: failure.respMsg });
      return;
    }
    sendFailure(req, res, req.originalUrl, error, log);
  };
}
