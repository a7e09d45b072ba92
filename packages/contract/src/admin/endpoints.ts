import type { z } from 'zod';
import type { AdminEndpointDef } from './endpoint';
import { adminDataEndpoints } from './data-endpoints';
import { adminScenarioEndpoints } from './scenario-endpoints';
import { adminServerEndpoints } from './server-endpoints';

export { ADMIN_BASE, adminCommonErrors, type AdminEndpointDef, type AdminMethod } from './endpoint';

/**
 * Every route of `/__admin`, one entry each. The fake API serves exactly these (routes/admin.ts), the
 * CLI and the e2e tests call them through `adminCall`, and docs/api.md lists them.
 */
export const adminEndpoints = {
  ...adminServerEndpoints,
  ...adminDataEndpoints,
  ...adminScenarioEndpoints,
} as const satisfies Record<string, AdminEndpointDef>;

export type AdminName = keyof typeof adminEndpoints;
/** The routes that answer one JSON value (every route but the event stream). */
export type AdminJsonName = {
  [N in AdminName]: (typeof adminEndpoints)[N] extends { stream: string } ? never : N;
}[AdminName];
type AdminDef<N extends AdminName> = (typeof adminEndpoints)[N];

/** The `:name` parameters of a path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type AdminParams<N extends AdminName> = { [K in ParamNames<AdminDef<N>['path']>]: string };

type Part<D, K extends 'query' | 'body', T> = D extends Record<K, z.ZodType> ? T : undefined;
/** The parsed query of a route, if it takes one. */
export type AdminQuery<N extends AdminName> = Part<AdminDef<N>, 'query', z.output<AdminQuerySchema<N>>>;
/** The parsed body of a route, if it takes one. */
export type AdminBody<N extends AdminName> = Part<AdminDef<N>, 'body', z.output<AdminBodySchema<N>>>;
type AdminQuerySchema<N extends AdminName> =
  AdminDef<N> extends { query: infer S extends z.ZodType } ? S : never;
type AdminBodySchema<N extends AdminName> =
  AdminDef<N> extends { body: infer S extends z.ZodType } ? S : never;

/** What a caller sends: path parameters, query and body, each only where the route has them. */
export type AdminInput<N extends AdminName> = ([ParamNames<AdminDef<N>['path']>] extends [never]
  ? object
  : { params: AdminParams<N> }) &
  (AdminDef<N> extends { query: z.ZodType } ? { query?: z.input<AdminQuerySchema<N>> } : object) &
  (AdminDef<N> extends { body: z.ZodType } ? { body: z.input<AdminBodySchema<N>> } : object);

/** The parsed answer of a route. */
export type AdminResult<N extends AdminName> = z.output<AdminDef<N>['response']>;

/** The path of a route with its parameters filled in (each URI-encoded). */
export function adminPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_all, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
