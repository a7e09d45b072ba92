import { spawn } from 'node:child_process';
import { z } from 'zod';
import { createCommand, examples, parseOptions, wholeNumber } from '../lib/command';
import { CliError } from '../lib/errors';
import { FAKE_API_NODE_FLAGS, FAKE_API_START } from '../lib/paths';

const optionsSchema = z.object({
  port: wholeNumber(0, 65535).optional(),
  host: z.string().min(1).optional(),
  state: z.string().min(1).optional(),
  fixture: z.string().min(1).optional(),
  tokenTtl: wholeNumber(1, 10 * 365 * 24 * 3600).optional(),
  origin: z.array(z.url({ error: 'expected an address such as http://portal.example:8080' })).optional(),
  allowedHost: z
    .array(
      z.string().regex(/^[\w.-]+$|^\[[\da-f:.]+\]$/i, 'expected a host name or address such as 192.168.1.20'),
    )
    .optional(),
  quiet: z.boolean().optional(),
  drift: z.string().min(1).optional(),
  replay: z.string().min(1).optional(),
  into: z.literal('state', { error: 'the only value is "state"' }).optional(),
});

/**
 * The flags of `pnpm fake-api`, rebuilt from the parsed options. Like `pnpm fake-api`, it builds the
 * control panel (/__admin/) when it is missing or older than its sources (docs/decisions.md 44).
 */
export function serveArgs(options: z.output<typeof optionsSchema>): string[] {
  const args: string[] = ['--build-panel'];
  if (options.port !== undefined) args.push('--port', String(options.port));
  if (options.host) args.push('--host', options.host);
  if (options.state) args.push('--state', options.state);
  if (options.fixture) args.push('--fixture', options.fixture);
  if (options.tokenTtl !== undefined) args.push('--token-ttl', String(options.tokenTtl));
  for (const origin of options.origin ?? []) args.push('--origin', origin);
  for (const host of options.allowedHost ?? []) args.push('--allowed-host', host);
  if (options.quiet) args.push('--quiet');
  if (options.drift) args.push('--drift', options.drift);
  if (options.replay) args.push('--replay', options.replay);
  if (options.into) args.push('--into', options.into);
  return args;
}

export const serveCommand = examples(
  createCommand('serve', 'start the fake API in the foreground (what `pnpm fake-api` runs); Ctrl-C stops it')
    .option('--port <n>', 'port to listen on (env PORT, default 4100; 0 = any free port)')
    .option('--host <addr>', 'address to bind (env HOST, default 127.0.0.1)')
    .option(
      '--state <file>',
      'state file, or "memory" to keep nothing (env SHUI_STATE, default .shui/state.json)',
    )
    .option('--fixture <dir>', 'seed set directory (env SHUI_FIXTURE, default fixtures/seed)')
    .option('--token-ttl <s>', 'lifetime of access tokens in seconds (env TOKEN_TTL_SECONDS, default 86400)')
    .option(
      '--origin <url>',
      'another allowed portal origin besides loopback ones; repeatable',
      (v, all: string[] = []) => [...all, v],
    )
    .option(
      '--allowed-host <host>',
      'another host name to answer besides loopback ones (a LAN address); repeatable (env SHUI_ALLOWED_HOSTS)',
      (v, all: string[] = []) => [...all, v],
    )
    .option('--quiet', 'no request log (env SHUI_QUIET=1)')
    .option(
      '--drift <file>',
      'stand in for a backend that drifted: plant the drifts and fake secrets of this profile (env SHUI_DRIFT)',
    )
    .option('--replay <dir>', 'answer from a recording of `shui record` (env SHUI_REPLAY)')
    .option(
      '--into <state>',
      'with --replay: its users, notifications, organisations and courses as the state',
    ),
  [
    'shui serve',
    'shui serve --port 4200 --state memory --quiet',
    'shui serve --port 4300 --state memory --drift fixtures/drift/stand-in.json',
    'shui serve --replay recordings/test --into state',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const child = spawn(process.execPath, [...FAKE_API_NODE_FLAGS, FAKE_API_START, ...serveArgs(options)], {
    stdio: 'inherit',
  });
  // The child gets Ctrl-C from the terminal itself; a SIGTERM sent to us is passed on.
  const forward = () => child.kill('SIGTERM');
  process.on('SIGTERM', forward);
  process.on('SIGINT', () => {});
  const code = await new Promise<number>((done) => {
    child.on('error', (error) => {
      process.stderr.write(`shui serve: ${error.message}\n`);
      done(1);
    });
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 0 : 1)));
  });
  process.off('SIGTERM', forward);
  if (code !== 0) throw new CliError(`the fake API stopped with exit code ${code}`, code);
});
