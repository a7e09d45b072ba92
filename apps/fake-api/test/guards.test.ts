import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { startFakeApi } from './harness';

describe('a web page cannot drive the control plane (issue: cross-site /__admin)', () => {
  it('refuses a cross-site "simple" POST /__admin/reset and keeps the state', async () => {
    const api = startFakeApi();
    const fault = { method: 'GET', path: '/sys/users/current', status: 500 };
    expect((await request(api.app).post('/__admin/faults').send(fault)).status).toBe(201);
    const res = await request(api.app)
      .post('/__admin/reset')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'text/plain')
      .send('x');
    expect(res.status).toBe(403);
    expect(res.body.error).toMatch(/other origins.*evil\.example/);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // Not reset: the fault is still there.
    expect((await request(api.app).get('/__admin/health')).body.faults).toBe(1);
  });

  it('refuses a read of /__admin/state from another loopback origin, with no CORS header', async () => {
    const api = startFakeApi();
    for (const origin of ['http://evil.localhost:5173', 'http://127.0.0.1:5173', 'null']) {
      const res = await request(api.app).get('/__admin/state').set('Origin', origin);
      expect(res.status, origin).toBe(403);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(JSON.stringify(res.body), origin).not.toContain('passwordHash');
    }
    // Its preflight is no CORS grant either.
    const preflight = await request(api.app)
      .options('/__admin/state')
      .set('Origin', 'http://127.0.0.1:5173')
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the CLI and scripts (no Origin) and pages of its own origin', async () => {
    const api = startFakeApi();
    expect((await request(api.app).get('/__admin/health')).status).toBe(200);
    // A page of the fake API itself (the control panel) sends its own origin.
    const res = await request(api.app)
      .get('/__admin/health')
      .set('Host', '127.0.0.1:4100')
      .set('Origin', 'http://127.0.0.1:4100');
    expect(res.status).toBe(200);
    expect((await request(api.app).post('/__admin/reset')).status).toBe(200);
    expect((await request(api.app).post('/__admin/reset').send({})).status).toBe(200);
  });

  it('refuses admin writes whose body is not JSON, naming what it takes', async () => {
    const api = startFakeApi();
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await request(api.app).post('/__admin/reset').set('Content-Type', type).send('a=b');
      expect(res.status, type).toBe(415);
      expect(res.body.error, type).toContain('application/json');
    }
  });

  it('still grants CORS to the portal on its own calls', async () => {
    const api = startFakeApi();
    const res = await request(api.app).get('/portal/network/onCampus').set('Origin', 'http://127.0.0.1:5173');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');
  });
});

describe('DNS rebinding: only loopback Host headers are answered', () => {
  it('answers 403 to a foreign Host on every kind of path', async () => {
    const api = startFakeApi();
    for (const path of ['/sys/users/current', '/__admin/state', '/oauth2/authorize', '/no/such/path']) {
      const res = await request(api.app).get(path).set('Host', 'rebind.example');
      expect(res.status, path).toBe(403);
      expect(res.body.error, path).toMatch(/Host "rebind\.example" is not allowed.*--allowed-host/);
    }
  });

  it('answers loopback names, with or without a port', async () => {
    const api = startFakeApi();
    for (const host of ['127.0.0.1:4100', 'localhost:4100', 'cn.localhost:4100', '[::1]:4100', 'LOCALHOST']) {
      const res = await request(api.app).get('/__admin/health').set('Host', host);
      expect(res.status, host).toBe(200);
    }
    // A name that only ends like one is not one.
    const res = await request(api.app).get('/__admin/health').set('Host', 'evil-localhost:4100');
    expect(res.status).toBe(403);
  });

  it('answers the hosts given with allowedHosts (--allowed-host)', async () => {
    const api = startFakeApi({ allowedHosts: ['192.168.1.20', 'Dev.Example'] });
    expect((await request(api.app).get('/__admin/health').set('Host', '192.168.1.20:4100')).status).toBe(200);
    expect((await request(api.app).get('/__admin/health').set('Host', 'dev.example')).status).toBe(200);
    expect((await request(api.app).get('/__admin/health').set('Host', 'other.example')).status).toBe(403);
  });
});
