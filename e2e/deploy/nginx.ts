// Debian's nginx for the deploy tests (deploy.spec.ts): a real static server with the repository's
// configuration (deploy/nginx/shui-portal.conf), and TLS in front of the stand-in APIs, since a test or
// prod config.json takes https: addresses only. Everything lives in one temporary prefix.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const PORTAL_CONF = join(REPO_ROOT, 'deploy/nginx/shui-portal.conf');
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

/** The nginx binary, or an error that says how to get one. */
export function nginxPath(): string {
  const found = process.env.NGINX_PATH ?? CANDIDATES.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No nginx found: the deploy tests serve the build with it. Run `node e2e/scripts/ensure-chromium.mjs` as ' +
        'root (it installs Debian’s nginx too), install nginx with your package manager, or set NGINX_PATH.',
    );
  }
  return found;
}

/** A port that was free a moment ago (nginx cannot listen on port 0 and say which it got). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** A self-signed certificate for 127.0.0.1 (the browser context of the test ignores its issuer). */
export function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'pipe' },
  );
  return { cert, key };
}

/** A deployment of the portal: a build's folder and the include `shui env render --nginx` wrote. */
export interface PortalSite {
  port: number;
  root: string;
  envConf: string;
}

/** TLS in front of a stand-in API (an http fake API). */
export interface TlsProxy {
  port: number;
  upstream: string;
}

export interface RunningNginx {
  accessLog: () => string;
  stop: () => Promise<void>;
}

/** Starts nginx in the foreground with these sites and proxies; resolves once every port answers. */
export async function startNginx(
  prefix: string,
  sites: PortalSite[],
  proxies: TlsProxy[],
): Promise<RunningNginx> {
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  // Workers of a root nginx run as nobody: the folders must be readable by others.
  for (const dir of [prefix, ...sites.map((s) => s.root)]) chmodSync(dir, 0o755);
  const tls = proxies.length > 0 ? selfSignedCertificate(prefix) : undefined;
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(prefix, 'tmp', kind)};`)
    .join('\n');
  const conf = [
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    access_log ${join(prefix, 'access.log')};`,
    temp,
    ...sites.map((site) =>
      [
        '    server {',
        `        listen 127.0.0.1:${site.port};`,
        `        root ${site.root};`,
        `        include ${site.envConf};`,
        `        include ${PORTAL_CONF};`,
        '    }',
      ].join('\n'),
    ),
    ...proxies.map((proxy) =>
      [
        '    server {',
        `        listen 127.0.0.1:${proxy.port} ssl;`,
        `        ssl_certificate ${tls?.cert};`,
        `        ssl_certificate_key ${tls?.key};`,
        '        location / {',
        `            proxy_pass ${proxy.upstream};`,
        '            proxy_http_version 1.1;',
        '            proxy_set_header Host $http_host;',
        '            proxy_buffering off;',
        '        }',
        '    }',
      ].join('\n'),
    ),
    '}',
    '',
  ].join('\n');
  const confFile = join(prefix, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(nginxPath(), ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const errorLog = () => {
    const file = join(prefix, 'error.log');
    return `${stderr}${existsSync(file) ? readFileSync(file, 'utf8') : ''}`;
  };
  const ports = [...sites.map((s) => s.port), ...proxies.map((p) => p.port)];
  const deadline = Date.now() + 15_000;
  for (const port of ports) {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errorLog()}`);
      if (await answers(port)) break;
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port}:\n${errorLog()}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return {
    accessLog: () => readFileSync(join(prefix, 'access.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/** Whether something accepts connections on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createServer().listen(port, '127.0.0.1');
    socket.once('listening', () => socket.close(() => done(false)));
    socket.once('error', () => done(true));
  });
}
