import type { Express } from 'express';
import type { ContractRoutes } from './contract-routes';

/** What a layer of Express's router (the `router` package) holds; it ships no types of its own. */
interface Layer {
  name: string;
  /** The path given to `use()` or to the route (`/__admin`, `/uploads/:name`); `/` for none. */
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** What the fake API serves, read off the app itself. */
export interface ServedRoutes {
  /** `METHOD /path` of each route (`:name` for a parameter): the contract's fast path, then Express's. */
  routes: string[];
  /**
   * `name /mount` of each middleware that is not a route: what may answer paths that no route lists
   * (the control panel's files, the 404s) or only passes requests on.
   */
  middleware: string[];
}

/**
 * The routes of the contract's table and of the Express app, walking nested routers with their mount
 * paths, and the other middleware by name. apps/fake-api/test/openapi.test.ts checks the OpenAPI
 * document names each route.
 */
export function servedRoutes(app: Express, contract: ContractRoutes): ServedRoutes {
  const routes = contract.list().map((call) => `${call.def.method} ${call.def.path}`);
  const middleware: string[] = [];
  const walk = (stack: readonly Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods))
          routes.push(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${prefix}${layer.route.path}`);
        continue;
      }
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.handle.stack) walk(layer.handle.stack, prefix + mount);
      else middleware.push(`${layer.name} ${prefix + mount || '/'}`);
    }
  };
  walk((app.router as unknown as { stack: Layer[] }).stack, '');
  return { routes, middleware };
}
