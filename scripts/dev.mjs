#!/usr/bin/env node
// `pnpm dev`: the fake API and the portal's dev server together, with readable logs; Ctrl-C stops both.
// `--api-port` and `--web-port` move them (as SHUI_API_PORT and SHUI_WEB_PORT do), so two checkouts run
// side by side; the portal's config.json follows the API's port. A busy API port is said before anything
// starts, with the flag that moves it; the portal's default port moves by itself to the next free one,
// since nothing else points at it.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import concurrently from 'concurrently';

const HELP = `Usage: pnpm dev [options]

The fake API (http://127.0.0.1:4100) and the portal (http://127.0.0.1:5173) in the local environment,
together. Ctrl-C stops both.

Options:
  --api-port <n>   the fake API's port (env SHUI_API_PORT, default 4100); the portal calls it there
  --web-port <n>   the portal's port (env SHUI_WEB_PORT, default 5173, or the next free one)
  --record-from <test|prod|url>
                   instead of the fake API, a recording proxy to that server (shui record) on the
                   API's port: use the portal, then Ctrl-C writes the recording, secrets scrubbed
  --record-out <dir>
                   where the recording goes (default recordings/<test|prod|host-port>)
  -h, --help       this help

Examples:
  pnpm dev
  pnpm dev --api-port 4200            # beside another checkout's pnpm dev
  SHUI_API_PORT=4200 SHUI_WEB_PORT=5200 pnpm dev
  pnpm dev --record-from test         # then: pnpm fake-api --replay recordings/test
`;

const DEFAULT_API_PORT = 4100;

function fail(message) {
  console.error(`pnpm dev: ${message}`);
  process.exit(2);
}

/** A port from a flag or variable: a whole number 1-65535, or a message naming where it came from. */
function port(value, from) {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > 65535) fail(`${from}: "${value}" is not a port (1-65535)`);
  return n;
}

/** Whether 127.0.0.1:port can be listened on now. */
function isFree(portNumber) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(portNumber, '127.0.0.1', () => server.close(() => done(true)));
  });
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      'api-port': { type: 'string' },
      'web-port': { type: 'string' },
      'record-from': { type: 'string' },
      'record-out': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  fail(`${error.message}\n\n${HELP}`);
}
if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const apiPort =
  port(values['api-port'], '--api-port') ??
  port(process.env.SHUI_API_PORT, 'SHUI_API_PORT') ??
  DEFAULT_API_PORT;
const webChosen = port(values['web-port'], '--web-port') ?? port(process.env.SHUI_WEB_PORT, 'SHUI_WEB_PORT');

if (!(await isFree(apiPort))) {
  fail(
    `port ${apiPort} (the fake API) is in use: another pnpm dev or fake API? ` +
      `Stop it, or move this one: pnpm dev --api-port ${apiPort === 4200 ? 4300 : 4200}`,
  );
}
if (webChosen !== undefined && !(await isFree(webChosen))) {
  fail(`port ${webChosen} (the portal) is in use: choose another --web-port`);
}

// Without a chosen port, the portal's dev server takes 5173 or the next free one (it prints which).
const env = { SHUI_API_PORT: String(apiPort), ...(webChosen ? { SHUI_WEB_PORT: String(webChosen) } : {}) };

/** What answers on the API's port: the fake API, or with --record-from a recording proxy to that server. */
function apiCommand() {
  const from = values['record-from'];
  if (from === undefined) return { command: 'pnpm --filter @shui/fake-api dev', name: 'api' };
  if (from === '') fail('--record-from: expected test, prod or the API base of a server');
  const out =
    values['record-out'] ??
    join(
      'recordings',
      /^(test|prod|local)$/.test(from) ? from : from.replace(/^\w+:\/\//, '').replace(/[^\w.-]+/g, '-'),
    );
  // The portal calls the proxy and keeps the recorded server's other addresses (apps/web/env.config.ts).
  env.SHUI_RECORD_FROM = from;
  const quote = (text) => `'${text.replaceAll("'", "'\\''")}'`;
  return {
    command: `node cli/bin/shui.mjs record --from ${quote(from)} --out ${quote(out)} --port ${apiPort}`,
    name: 'record',
  };
}

const api = apiCommand();
if (values['record-out'] !== undefined && values['record-from'] === undefined) {
  fail('--record-out needs --record-from');
}
const { result } = concurrently(
  [
    { ...api, prefixColor: 'cyan', env },
    { command: 'pnpm --filter @shui/web dev', name: 'web', prefixColor: 'green', env },
  ],
  { prefix: 'name', killOthersOn: ['failure', 'success'], handleInput: true },
);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
