import express, { type ErrorRequestHandler, type Express } from 'express';
import multer from 'multer';
import { respCodes, serverMessages, type FakeState, type OutboxEntry } from '@shui/contract';
import type { Clock } from './clock';
import { ApiFailure, fail } from './errors';
import { applyFaults, type FaultTable } from './faults';
import { ContractRoutes, sendEnvelope } from './http';
import { type Journal } from './journal';
import { cors } from './middleware/cors';
import { observe, type LogLine } from './middleware/observe';
import { registerAccount } from './routes/account';
import { AdminError, adminRouter } from './routes/admin';
import { registerCodes } from './routes/codes';
import { uploadsRouter } from './routes/images';
import { registerPortal } from './routes/portal';
import { servicesRouter } from './routes/services';
import { ssoRouter } from './routes/sso';
import type { Store } from './store';
import type { UploadStore } from './uploads';

export interface AppDeps {
  store: Store;
  clock: Clock;
  faults: FaultTable;
  journal: Journal;
  uploads: UploadStore;
  /** A fresh copy of the seed state (reset). */
  seedState: () => FakeState;
  /** One line per request; omitted = quiet. */
  log?: LogLine;
  /** Told of every code sent (the server prints it). */
  onOutbox?: (entry: OutboxEntry) => void;
  /** Origins allowed besides loopback ones (CORS, single-sign-on redirect). */
  extraOrigins?: readonly string[];
  /** Where the state lives, for /__admin/health. */
  stateLabel: string;
  /** performance.now() at start. */
  startedAt: number;
}

/** The fake backend as an Express app; nothing here listens or reads the environment. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  const origins = deps.extraOrigins ?? [];

  app.use(observe(deps.journal, deps.clock, deps.log));
  app.use(cors(origins));
  app.use('/__admin', adminRouter(deps));
  app.use(applyFaults(deps.faults));
  const routes = new ContractRoutes(deps.store);
  registerAccount(routes, deps);
  registerCodes(routes, deps);
  registerPortal(routes, deps);
  app.use(routes.middleware());
  app.use(uploadsRouter(deps));
  app.use(ssoRouter(deps, new Set(origins)));
  app.use(servicesRouter(deps));

  app.use((req) => {
    throw fail('notFound', `${serverMessages.notFound}：${req.method} ${req.path}`);
  });
  app.use(errorHandler(deps.log));
  return app;
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
    const failure = toFailure(error);
    if (failure.status >= 500)
      log?.(`error on ${req.method} ${req.originalUrl}: ${(error as Error).stack ?? String(error)}`);
    if (req.path.startsWith('/__admin')) {
      res.status(failure.status).json({ error: failure.respMsg });
      return;
    }
    sendEnvelope(res, failure.status, failure.respCode, failure.respMsg, null);
  };
}

function toFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return fail('tooLarge', serverMessages.tooLarge);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      return fail('badRequest', serverMessages.onlyOneImage);
    }
    return fail('badRequest', `${serverMessages.badRequest}：${error.message}`);
  }
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return fail('badRequest', serverMessages.badJson);
  if (type === 'entity.too.large') return fail('tooLarge', serverMessages.bodyTooLarge);
  const status = (error as { status?: number } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new ApiFailure(status, status * 100, `${serverMessages.badRequest}：${(error as Error).message}`);
  }
  const { status: s, respCode } = respCodes.internal;
  return new ApiFailure(s, respCode, serverMessages.internal);
}
