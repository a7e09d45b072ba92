import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { JOURNAL_BODY_LIMIT, journalDetailSchema, scenarioSchema } from '@shui/contract';
import { buildingMarker } from '../src/control/control-panel';
import { DEFAULT_SCENARIOS } from '../src/setup';
import { PNG, startFakeApi } from './harness';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build of the panel as Vite lays it out: index.html and hashed assets. */
function fakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'shui-panel-'));
  dirs.push(root);
  const dir = join(root, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Shui 控制台</title><script src="/__admin/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'console.log("panel")');
  return dir;
}

describe('the control panel at /__admin/', () => {
  it('serves index.html for /__admin/ and its client routes, never cached, not to be framed', async () => {
    const api = startFakeApi({ controlPanelDir: fakeBuild() });
    for (const path of ['/__admin/', '/__admin', '/__admin/ui/journal', '/__admin/ui/faults/x']) {
      const res = await request(api.app).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.text).toContain('<title>Shui 控制台</title>');
    }
  });

  it('serves hashed assets with a year-long immutable cache; a missing one is the admin 404', async () => {
    const api = startFakeApi({ controlPanelDir: fakeBuild() });
    const asset = await request(api.app).get('/__admin/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.text).toBe('console.log("panel")');
    const missing = await request(api.app).get('/__admin/assets/gone-000.js');
    expect([missing.status, missing.body]).toEqual([404, { error: 'no such admin route' }]);
    const outside = await request(api.app).get('/__admin/assets/..%2findex.html');
    expect(outside.status).not.toBe(200);
  });

  it('leaves every admin route to the control plane: JSON, not the page', async () => {
    const api = startFakeApi({ controlPanelDir: fakeBuild() });
    const health = await request(api.app).get('/__admin/health');
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(health.body.status).toBe('ok');
    const faults = await request(api.app).get('/__admin/faults').set('Accept', 'text/html');
    expect(faults.body).toEqual([]);
    // A write to the page's path is no route.
    expect((await request(api.app).post('/__admin/ui/journal')).status).toBe(404);
  });

  it('without a build, says how to make one (503), or that one is being made', async () => {
    const root = mkdtempSync(join(tmpdir(), 'shui-panel-'));
    dirs.push(root);
    const dir = join(root, 'dist');
    const api = startFakeApi({ controlPanelDir: dir });
    const missing = await request(api.app).get('/__admin/');
    expect(missing.status).toBe(503);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.text).toContain('The control panel is not built');
    expect(missing.text).toContain('pnpm --filter @shui/control-panel build');
    expect(missing.text).toContain(dir);

    mkdirSync(buildingMarker(dir));
    const building = await request(api.app).get('/__admin/ui/outbox');
    expect(building.status).toBe(503);
    expect(building.text).toContain('The control panel is being built');
    expect(building.text).toContain('http-equiv="refresh"');
    expect(building.headers['retry-after']).toBe('5');
  });

  it('refuses the page to another origin, as every /__admin path (decision 32)', async () => {
    const api = startFakeApi({ controlPanelDir: fakeBuild() });
    const res = await request(api.app).get('/__admin/').set('Origin', 'http://evil.localhost:5173');
    expect(res.status).toBe(403);
  });
});

describe('GET /__admin/scenarios/catalogue', () => {
  it('lists the scenario files by name, each valid against the contract', async () => {
    const api = startFakeApi({ scenarioDir: DEFAULT_SCENARIOS });
    const res = await request(api.app).get('/__admin/scenarios/catalogue');
    expect(res.status).toBe(200);
    const names = (res.body as Array<{ name: string }>).map((s) => s.name);
    expect(names).toContain('session-expired');
    // In the order of their files, as `shui scenario list` shows them.
    const files = names.map((name) => `${name}.json`);
    expect(files).toEqual([...files].sort());
    for (const scenario of res.body) expect(scenarioSchema.safeParse(scenario).success).toBe(true);
  });

  it('names a broken file in a 500', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-scenarios-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'broken.json'), '{"name": "broken"}');
    const api = startFakeApi({ scenarioDir: dir });
    const res = await request(api.app).get('/__admin/scenarios/catalogue');
    expect(res.status).toBe(500);
    expect(res.body.error).toMatch(/broken\.json: title/);
  });
});

describe('GET /__admin/journal/:id: the bodies of a request', () => {
  const detail = async (api: ReturnType<typeof startFakeApi>, path: string) => {
    const entry = api.journal.list({ path }).at(-1)!;
    const res = await request(api.app).get(`/__admin/journal/${entry.id}`);
    expect(res.status).toBe(200);
    return journalDetailSchema.parse(res.body);
  };

  it("keeps a fault's body as sent, and none for a GET", async () => {
    const api = startFakeApi();
    await request(api.app)
      .post('/__admin/faults')
      .send({ path: '/super/company', malformed: true, times: 1 });
    const answer = await request(api.app)
      .get('/super/company')
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
    expect(answer.body).toBe('{"respCode":20000,"respMsg":"ok","data":{');
    const malformed = await detail(api, '/super/company');
    expect(malformed).toMatchObject({
      requestBody: null,
      responseBody: '{"respCode":20000,"respMsg":"ok","data":{',
      fault: expect.any(String),
    });
  });

  it('describes an uploaded file (name, type, size), not its bytes', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const res = await api.call('POST', '/resource/avatar', {
      token,
      file: { name: 'me.png', bytes: PNG, type: 'image/png' },
    });
    expect(res.status).toBe(200);
    const upload = await detail(api, '/resource/avatar');
    expect(JSON.parse(upload.requestBody!)).toEqual({
      file: { name: 'me.png', type: 'image/png', size: PNG.length },
    });
    expect(JSON.parse(upload.responseBody!)).toMatchObject({ respCode: 20000 });
  });

  it(`cuts a body at ${JOURNAL_BODY_LIMIT} characters and says so`, async () => {
    const api = startFakeApi();
    const token = await api.login();
    const long = 'x'.repeat(JOURNAL_BODY_LIMIT + 10);
    await api.call('POST', '/portal/feedback', { token, body: { content: long } });
    const entry = await detail(api, '/portal/feedback');
    expect(entry.requestBody!.length).toBe(JOURNAL_BODY_LIMIT);
    expect(entry.truncated).toBe(true);
  });

  it('answers 404 for an entry the journal no longer keeps, or an id that is no number', async () => {
    const api = startFakeApi({ journalSize: 2 });
    for (let i = 0; i < 3; i += 1) await api.call('GET', '/super/company');
    const [oldest] = api.journal.list();
    expect((await request(api.app).get(`/__admin/journal/${oldest!.id - 1}`)).status).toBe(404);
    expect((await request(api.app).get(`/__admin/journal/${oldest!.id}`)).status).toBe(200);
    expect((await request(api.app).get('/__admin/journal/abc')).status).toBe(404);
  });
});
