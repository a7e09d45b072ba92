import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { LOCAL_API } from './portal';

const LOOPBACK_HOST = /^(127\.\d+\.\d+\.\d+|localhost|[\w.-]+\.localhost|\[::1\])$/i;

/**
 * Where the worker's proxy sends a request for `host:port`: the `local` API address goes to this worker's
 * fake API, other loopback addresses where they say (a `*.localhost` name to 127.0.0.1, as Chromium
 * resolves it); anything else is outside the kit (undefined).
 */
function proxyTarget(host: string, port: string, fakeApi: URL): { host: string; port: number } | undefined {
  const local = new URL(LOCAL_API);
  if (host === local.hostname && port === local.port)
    return { host: fakeApi.hostname, port: Number(fakeApi.port) };
  if (!LOOPBACK_HOST.test(host) || port === '') return undefined;
  return { host: /localhost$/i.test(host) ? '127.0.0.1' : host.replace(/^\[|\]$/g, ''), port: Number(port) };
}

/**
 * The HTTP proxy of a worker's browser contexts (and of their API request contexts, which tunnel with
 * CONNECT). The portal is built for `local`, whose API address is fixed: the proxy sends it to this
 * worker's fake API. Unlike a context.route, it leaves the browser's cache on and costs no round trip
 * through the test process per request. Non-loopback requests answer 502: tests stub the real servers
 * with page.route, which comes first.
 */
export async function startApiProxy(target: string): Promise<{ url: string; stop(): Promise<void> }> {
  const fakeApi = new URL(target);
  // Kept-alive sockets to the fake API are dropped after 4 s idle, before the fake API closes them at 5 s
  // (node's keepAliveTimeout): a request sent on a socket the server is closing fails with ECONNRESET,
  // which node does not retry, and the page would show a load error no user of `pnpm dev` can meet.
  const agent = new Agent({ keepAlive: true, timeout: 4_000 });
  const refuse = (res: ServerResponse, why: string) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`e2e proxy: ${why}\n`);
  };
  const server: Server = createServer((req, res) => {
    let url: URL | undefined;
    try {
      url = new URL(req.url ?? '');
    } catch {
      url = undefined;
    }
    const to =
      url && url.protocol === 'http:' ? proxyTarget(url.hostname, url.port || '80', fakeApi) : undefined;
    if (!url || !to) {
      refuse(res, `${req.url ?? ''} is outside the kit; stub it with page.route`);
      return;
    }
    const forwarded = httpRequest(
      {
        agent,
        host: to.host,
        port: to.port,
        method: req.method,
        path: url.pathname + url.search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    // A browser that goes away mid-answer (a closed event stream) ends the upstream request too.
    res.on('close', () => {
      if (!res.writableFinished) forwarded.destroy();
    });
    forwarded.on('error', (error) => refuse(res, `${url.origin} did not answer (${error.message})`));
    req.pipe(forwarded);
  });
  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const authority = /^(\[[^\]]+\]|[^:]+):(\d+)$/.exec(req.url ?? '');
    const to = authority ? proxyTarget(authority[1] ?? '', authority[2] ?? '', fakeApi) : undefined;
    if (!to) {
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
      return;
    }
    const upstream = connect(to.port, to.host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((done) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
