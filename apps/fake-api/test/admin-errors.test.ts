import { connect } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  adminCommonErrors,
  adminEndpoints,
  adminPath,
  respCodes,
  type AdminEndpointDef,
  type AdminName,
  type RespCodeName,
} from '@shui/contract';
import { startFakeApi } from './harness';
import { type Input, type Example, names, jsonNames, call, run, successes, failures } from './admin-examples';

const statusOf = (code: RespCodeName): number => respCodes[code].status;
const errorsOf = (name: AdminName): readonly RespCodeName[] => adminEndpoints[name].errors;
const declaredStatuses = (name: AdminName) =>
  new Set([...errorsOf(name), ...adminCommonErrors].map(statusOf));

describe('/__admin errors are the declared ones', () => {
  const own = names.flatMap((name) =>
    errorsOf(name).map((code) => [name, code] as [AdminName, RespCodeName]),
  );

  it.each(own)('%s answers its declared %s', async (name, code) => {
    const examples = (failures[name] ?? []).filter((f) => f.code === code);
    expect(examples, `no example provokes ${code} on ${call(name)}`).not.toEqual([]);
    for (const { example } of examples) {
      const res = await run(name, example);
      expect(res.status).toBe(statusOf(code));
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });

  it('every example of an error belongs to a declared error of its route', () => {
    const undeclared = names.flatMap((name) =>
      (failures[name] ?? [])
        .filter((f) => !errorsOf(name).includes(f.code))
        .map((f) => `${call(name)} ${f.code}`),
    );
    expect(undeclared).toEqual([]);
  });

  it.each(names)('%s refuses malformed JSON (400) and a charset it cannot read (415)', async (name) => {
    const def: AdminEndpointDef = adminEndpoints[name];
    const api = startFakeApi();
    const path = adminPath(def.path, { id: 'x', name: 'x' });
    const method = def.method.toLowerCase() as Lowercase<AdminEndpointDef['method']>;
    const bad = await request(api.app)[method](path).set('Content-Type', 'application/json').send('{"a":');
    expect([bad.status, bad.body]).toEqual([statusOf('badRequest'), { error: expect.any(String) }]);
    const latin = await request(api.app)
      [method](path)
      .set('Content-Type', 'application/json; charset=latin1')
      .send('{}');
    expect([latin.status, latin.body]).toEqual([statusOf('unsupportedMedia'), { error: expect.any(String) }]);
  });

  it('refuses a body over 200 MB (413), once it has read it', async () => {
    const api = startFakeApi();
    const server = api.app.listen(0, '127.0.0.1');
    await new Promise<void>((done) => server.once('listening', done));
    const { port } = server.address() as { port: number };
    const megabyte = Buffer.alloc(1024 * 1024, ' ');
    const megabytes = 201;
    const answer = await new Promise<string>((done, fail) => {
      const socket = connect(port, '127.0.0.1', async () => {
        socket.write(
          `PUT ${adminEndpoints.importState.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${megabytes * megabyte.length}\r\nConnection: close\r\n\r\n`,
        );
        for (let i = 0; i < megabytes; i += 1)
          if (!socket.write(megabyte)) await new Promise((drained) => socket.once('drain', drained));
      });
      let text = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => done(text));
      socket.on('error', fail);
    });
    server.close();
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${statusOf('tooLarge')} `));
    expect(answer).toContain('{"error":');
  });

  it.each(jsonNames)('%s answers no error it does not declare, whatever the input', async (name) => {
    const odd: Input[] = [
      {},
      { body: {} },
      { body: [] },
      { body: 'text' },
      { body: { username: 'ghost', path: '/x', companyName: '' } },
      { query: { limit: -1, offset: 'x', search: 'x'.repeat(300), to: '' } },
    ];
    const examples: Example[] = [
      successes[name],
      ...(failures[name] ?? []).map((f) => f.example),
      ...odd.map((input) => ({ params: { id: 'none', name: 'none' }, ...input })),
    ];
    const declared = declaredStatuses(name);
    for (const example of examples) {
      const res = await run(name, example);
      if (res.status < 400) continue;
      expect(
        declared.has(res.status),
        `${call(name)} answered ${res.status} ${JSON.stringify(res.body)}`,
      ).toBe(true);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
  });
});
