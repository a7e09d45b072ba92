import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints } from '@shui/contract';
import { buildOpenApi } from '@shui/contract/docs';
import {
  KNOWN_MIDDLEWARE,
  origin,
  api,
  served,
  conforms,
  compare,
  useServedDocument,
} from './openapi-helpers';

useServedDocument();

describe('the OpenAPI document names every route the fake API serves', () => {
  it('each route of the running app (its routers and the contract fast path) is an operation, and each operation is served', () => {
    const { routes, middleware } = api.app.served();
    expect(routes.length).toBeGreaterThan(Object.keys(endpoints).length + Object.keys(adminEndpoints).length);
    expect(compare(routes, served)).toEqual({ undocumented: [], unserved: [], twice: [] });
    expect(middleware, 'middleware the document may not cover').toEqual(KNOWN_MIDDLEWARE);
  });

  it('a route served without an entry in the contract, or an entry not served, is caught', () => {
    const { routes } = api.app.served();
    const login = `${endpoints.login.method} ${endpoints.login.path}`;
    expect(compare([...routes.filter((r) => r !== login), 'GET /__admin/debug/:id'], served)).toEqual({
      undocumented: ['GET /__admin/debug/{id}'],
      unserved: [login],
      twice: [],
    });
  });

  it("the control panel's paths are answered by the panel, not the control plane's 404", async () => {
    for (const path of ['/__admin/', '/__admin/ui/journal']) {
      const res = await request(api.app).get(path);
      expect({ path, status: [200, 503].includes(res.status), type: res.type }).toEqual({
        path,
        status: true,
        type: 'text/html',
      });
      conforms('GET', path === '/__admin/' ? '/__admin/' : '/__admin/ui/{route}', res);
    }
    const missing = await request(api.app).get('/__admin/assets/no-such-file.js');
    conforms('GET', '/__admin/assets/{file}', missing);
  });
});

describe('GET /__admin/openapi.json', () => {
  it("answers the contract's document with this fake API's origin as its server", () => {
    const { servers, ...rest } = served;
    expect(servers).toEqual([{ url: origin, description: 'this fake API' }]);
    const { servers: _none, ...built } = buildOpenApi();
    expect(rest).toEqual(built);
  }, 30_000);

  it('conforms to its own entry (an OpenAPI 3.1 document, as JSON)', async () => {
    const res = await request(api.app).get(adminEndpoints.openapi.path);
    conforms('GET', adminEndpoints.openapi.path, res);
    expect(res.body.openapi).toBe('3.1.0');
  });
});
