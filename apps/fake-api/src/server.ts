import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, parseEnv } from 'node:util';
import { z } from 'zod';
import type { JudgeContainment } from '@shui/contract';
import { loadDriftProfile, type DriftProfile } from './drift/profile';
import { containmentReport } from './judge';
import { RecordingError } from './replay/load';
import { createFakeApi, DEFAULT_FIXTURES } from './setup';

const REPO_ROOT = resolve(DEFAULT_FIXTURES, '../..');

const HELP = `Usage: pnpm fake-api [options]

The portal's fake backend: every call of the spec, stateful, with the /__admin control plane.

Options:
  --port <n>          port to listen on (env SHUI_API_PORT or PORT, default 4100)
  --host <addr>       address to bind (env HOST, default 127.0.0.1)
  --state <file>      state file, or "memory" to keep nothing (env SHUI_STATE, default .shui/state.json)
  --fixture <dir>     seed set directory (env SHUI_FIXTURE, default fixtures/seed)
  --token-ttl <s>     lifetime of access tokens in seconds (env TOKEN_TTL_SECONDS, default 86400)
  --origin <url>      another allowed portal origin besides loopback ones; repeatable (env SHUI_ORIGINS, comma-separated)
  --allowed-host <h>  another host name to answer besides loopback ones (a LAN address, a tunnel); repeatable
                      (env SHUI_ALLOWED_HOSTS, comma-separated). --host's address is allowed by itself.
  --quiet             no request log (env SHUI_QUIET=1)
  --drift <file>      stand in for a real backend that drifted from the contract: plant the drifts and fake
                      secrets of this profile in the answers (env SHUI_DRIFT; fixtures/drift/stand-in.json;
                      docs/real-servers.md). For trying \`shui verify\` and \`shui record\`, never for the portal.
  --replay <dir>      answer the portal's calls from a recording of \`shui record\` (env SHUI_REPLAY); this
                      fake API still logs in and checks tokens itself, and a call the recording lacks gets
                      a 404 envelope naming the nearest recorded one. State: memory, unless --state is given
  --into state        with --replay: the recorded users, notifications, organisations and courses become
                      the state, so writes after a recorded read work (env SHUI_REPLAY_INTO=state)
  -h, --help          this help

Environment only: SHUI_SOURCE_MAPS=1 maps stack traces back to the TypeScript (about 15 MB more memory);
SHUI_SCENARIOS=<dir> lists another scenario directory in the control panel (as for shui scenario).

The control panel: http://127.0.0.1:4100/__admin/ (built by this command when missing or stale).

Examples:
  pnpm fake-api
  pnpm fake-api --port 4200 --state memory --quiet
  pnpm fake-api --port 4300 --state memory --drift fixtures/drift/stand-in.json
  pnpm fake-api --replay recordings/test --into state
`;

const configSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  state: z.string().min(1),
  fixture: z.string().min(1),
  tokenTtl: z.coerce.number().int().positive().optional(),
  origins: z.array(z.url()),
  allowedHosts: z.array(
    z.string().regex(/^[\w.-]+$|^\[[\da-f:.]+\]$/i, 'a host name or address, without port or scheme'),
  ),
  quiet: z.boolean(),
  drift: z.string().min(1).optional(),
  replay: z.string().min(1).optional(),
  into: z.literal('state', { error: 'the only value is "state" (--into state)' }).optional(),
});

/** Variables from the repository's .env (see .env.example) that the environment does not already set. */
function loadDotEnv() {
  const file = resolve(REPO_ROOT, '.env');
  if (!existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (process.env[key] === undefined && value !== '') process.env[key] = value;
  }
}

/** A comma-separated variable's entries. */
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Flag beats environment beats default; a bad value names its flag or variable and exits. */
function readConfig() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      state: { type: 'string' },
      fixture: { type: 'string' },
      'token-ttl': { type: 'string' },
      origin: { type: 'string', multiple: true },
      'allowed-host': { type: 'string', multiple: true },
      quiet: { type: 'boolean' },
      drift: { type: 'string' },
      replay: { type: 'string' },
      into: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(HELP);
    process.exit(0);
  }
  loadDotEnv();
  const env = process.env;
  const base = env.INIT_CWD ?? process.cwd();
  const replayRaw = values.replay ?? (env.SHUI_REPLAY || undefined);
  // A replay keeps nothing between runs unless --state asks for a file (SHUI_STATE, often set in .env, does not).
  const stateRaw = values.state ?? (replayRaw ? 'memory' : env.SHUI_STATE);
  const raw = {
    port: values.port ?? env.SHUI_API_PORT ?? env.PORT ?? '4100',
    host: values.host ?? env.HOST ?? '127.0.0.1',
    state:
      stateRaw === undefined
        ? resolve(REPO_ROOT, '.shui/state.json')
        : stateRaw === 'memory'
          ? 'memory'
          : resolve(base, stateRaw),
    fixture: resolve(base, values.fixture ?? env.SHUI_FIXTURE ?? DEFAULT_FIXTURES),
    tokenTtl: values['token-ttl'] ?? env.TOKEN_TTL_SECONDS,
    origins: values.origin ?? list(env.SHUI_ORIGINS),
    allowedHosts: values['allowed-host'] ?? list(env.SHUI_ALLOWED_HOSTS),
    quiet: values.quiet ?? (env.SHUI_QUIET === '1' || env.SHUI_QUIET === 'true'),
    drift: (values.drift ?? env.SHUI_DRIFT) ? resolve(base, values.drift ?? env.SHUI_DRIFT ?? '') : undefined,
    replay: replayRaw === undefined ? undefined : resolve(base, replayRaw),
    into: values.into ?? (env.SHUI_REPLAY_INTO || undefined),
  };
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const names: Record<string, string> = {
      port: '--port / PORT',
      host: '--host / HOST',
      state: '--state / SHUI_STATE',
      fixture: '--fixture / SHUI_FIXTURE',
      tokenTtl: '--token-ttl / TOKEN_TTL_SECONDS',
      origins: '--origin / SHUI_ORIGINS',
      allowedHosts: '--allowed-host / SHUI_ALLOWED_HOSTS',
      quiet: '--quiet / SHUI_QUIET',
      drift: '--drift / SHUI_DRIFT',
      replay: '--replay / SHUI_REPLAY',
      into: '--into / SHUI_REPLAY_INTO',
    };
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]);
      console.error(`fake-api: bad ${names[key] ?? key}: ${issue.message}`);
    }
    process.exit(2);
  }
  if (result.data.into && !result.data.replay) {
    console.error('fake-api: --into state needs --replay <dir>: it turns a recording into state.');
    process.exit(2);
  }
  return result.data;
}

const colour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);

/** One line for the log: the judge's mode and what it gives (docs/decisions.md 37). */
function judgeSummary(judge: JudgeContainment): string {
  if (judge.mode === 'none') return `code submissions are refused: ${judge.notes.join('; ')}`;
  const walls = [
    judge.ownPidNamespace
      ? 'namespaces (no network, own PID namespace)'
      : 'no Node.js module reachable (no network)',
    'Node permissions (no host files, no writes, no processes)',
    `${judge.memoryLimitMiB} MiB`,
  ];
  return [walls.join(', '), ...judge.notes].join('; ');
}

/** What a replay answers from: the recording, its calls, and what --into state took from it. */
function replaySummary(replay: NonNullable<ReturnType<typeof createFakeApi>['replay']>): string {
  const { recording, intoState, notes } = replay;
  const calls = [...recording.byOperation.values()].reduce((n, entries) => n + entries.length, 0);
  const lines = [
    `${paint(36, 'replaying')} ${recording.dir}: ${calls} recorded calls of ${recording.byOperation.size} operations; ` +
      `logging in, tokens and codes are this fake API's own${intoState ? '' : ' (add --into state to make writes work)'}`,
  ];
  for (const note of notes) lines.push(`  into state: ${note}`);
  return lines.join('\n');
}

function main() {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    console.error(`fake-api: ${(error as Error).message}\n\n${HELP}`);
    process.exit(2);
  }
  const log = config.quiet
    ? undefined
    : (line: string) => {
        const status = Number(line.split(' ')[3]);
        console.log(status >= 500 ? paint(31, line) : status >= 400 ? paint(33, line) : line);
      };
  let drift: DriftProfile | undefined;
  try {
    drift = config.drift === undefined ? undefined : loadDriftProfile(config.drift);
  } catch (error) {
    console.error(`fake-api: bad --drift / SHUI_DRIFT: ${(error as Error).message}`);
    console.error('Each entry is described in docs/real-servers.md ("The stand-in").');
    process.exit(2);
  }
  if (drift && config.drift) {
    const what = `${drift.drifts.length} drifts, ${drift.secrets.length} planted secrets`;
    console.log(paint(33, `drift stand-in: ${config.drift}: ${what}`));
  }
  let api: ReturnType<typeof createFakeApi>;
  try {
    api = createFakeApi({
      fixtureDir: config.fixture,
      state: config.state,
      log,
      extraOrigins: config.origins,
      // The address it is bound to, unless a wildcard, is reached by that name.
      allowedHosts: [...config.allowedHosts, ...(/^(0\.0\.0\.0|::)$/.test(config.host) ? [] : [config.host])],
      settings: config.tokenTtl ? { tokenTtlSeconds: config.tokenTtl } : undefined,
      onOutbox: (e) => console.log(paint(36, `[outbox] ${e.purpose} code ${e.code} -> ${e.channel} ${e.to}`)),
      onWriteError: (error) =>
        console.error(paint(31, `fake-api: could not write the state file: ${error.message}`)),
      scenarioDir: process.env.SHUI_SCENARIOS
        ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.SHUI_SCENARIOS)
        : undefined,
      drift,
      replay: config.replay ? { dir: config.replay, intoState: config.into === 'state' } : undefined,
    });
  } catch (error) {
    console.error(`fake-api: ${(error as Error).message}`);
    if (!(error instanceof RecordingError))
      console.error('Fix or delete the file, or start with --state memory.');
    process.exit(1);
  }

  const server = api.app.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const origin = `http://${config.host}:${port}`;
    const state = api.stateFile
      ? `${api.stateFile} (${api.restoredFromFile ? 'restored' : 'new, from the seed'})`
      : 'memory only';
    console.log(
      `${paint(32, 'fake API ready')} on ${origin} in ${Math.round(performance.now())} ms; state: ${state}; ` +
        `control panel: ${origin}/__admin/`,
    );
    if (api.replay) console.log(replaySummary(api.replay));
    // The judge's walls are probed once (about 0.1 s), after the fake API is ready.
    setImmediate(() => {
      const judge = containmentReport();
      const line = `judge: ${judgeSummary(judge)}`;
      console.log(judge.mode === 'namespaces' ? line : paint(judge.mode === 'none' ? 31 : 33, line));
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      console.error(
        `fake-api: port ${config.port} on ${config.host} is in use. Stop the other process or pass --port.`,
      );
    } else {
      console.error(`fake-api: ${error.message}`);
    }
    process.exit(1);
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Live event streams never end by themselves.
    api.app.events.closeAll();
    server.close();
    // Answers waiting for a state file write go out once it is on disk, and the last changes are written.
    void (api.writer?.drain() ?? Promise.resolve())
      .catch(() => undefined)
      .finally(() => {
        server.closeAllConnections();
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
