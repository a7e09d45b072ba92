import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, type AdminEndpointDef } from '@shui/contract';
import type { AppDeps } from '../src/deps';
import { adminRouter } from '../src/control/admin';
import { startFakeApi } from './harness';
import { names, jsonNames, call, run, successes, servedRoutes } from './admin-examples';

describe('/__admin serves adminEndpoints, no more and no less', () => {
  it('the router has a route for each entry of the table and none besides', () => {
    // The routes are registered without touching the dependencies, which only the handlers use.
    const { routes, others } = servedRoutes(adminRouter({} as AppDeps));
    expect(routes.sort()).toEqual(names.map(call).sort());
    // Besides the routes: the JSON reader first and the 404 answer last, nothing that could answer a path.
    expect(others).toEqual(['jsonParser', '<anonymous>']);
  });

  it.each(jsonNames)('%s answers through the app, not the 404 of unknown admin routes', async (name) => {
    const res = await run(name, successes[name]);
    expect(res.body).not.toEqual({ error: 'no such admin route' });
  });

  it('a path or method the table does not list answers 404 { error }', async () => {
    const api = startFakeApi();
    for (const [method, path] of [
      ['get', '/__admin/tokens'],
      ['put', '/__admin/faults'],
      ['post', '/__admin/health'],
      ['get', '/__admin/faults/x/y'],
    ] as const) {
      const res = await request(api.app)[method](path);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 404,
        body: { error: 'no such admin route' },
      });
    }
  });
});

describe('/__admin answers what the table says', () => {
  it('has a successful example for every route', () => {
    expect(Object.keys(successes).sort()).toEqual([...jsonNames].sort());
  });

  it.each(jsonNames)(
    '%s succeeds with its status and a response that parses against the table',
    async (name) => {
      const def: AdminEndpointDef = adminEndpoints[name];
      const res = await run(name, successes[name]);
      expect(res.status, JSON.stringify(res.body)).toBe(def.status ?? 200);
      const parsed = def.response.safeParse(res.body);
      expect(parsed.success, `${call(name)}: ${parsed.error?.message}`).toBe(true);
    },
  );
});
