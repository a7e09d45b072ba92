import { Command, CommanderError } from 'commander';
import { coursesCommand } from './commands/courses';
import { doctorCommand } from './commands/doctor';
import { envCommand } from './commands/env';
import { faultCommand } from './commands/fault';
import { journalCommand } from './commands/journal';
import { notifyCommand } from './commands/notify';
import { orgsCommand } from './commands/orgs';
import { outboxCommand } from './commands/outbox';
import { recordCommand } from './commands/record';
import { resetCommand } from './commands/reset';
import { scenarioCommand } from './commands/scenario';
import { seedCommand } from './commands/seed';
import { serveCommand } from './commands/serve';
import { stateCommand } from './commands/state';
import { statusCommand } from './commands/status';
import { tokenCommand } from './commands/token';
import { usersCommand } from './commands/users';
import { verifyCommand } from './commands/verify';
import { waitCommand } from './commands/wait';
import { CliError, exitCodes } from './lib/errors';
import { dim, io, red } from './lib/io';

export const commands = [
  serveCommand,
  statusCommand,
  waitCommand,
  resetCommand,
  seedCommand,
  usersCommand,
  notifyCommand,
  orgsCommand,
  coursesCommand,
  tokenCommand,
  envCommand,
  scenarioCommand,
  faultCommand,
  outboxCommand,
  journalCommand,
  stateCommand,
  recordCommand,
  doctorCommand,
  verifyCommand,
];

export function program(): Command {
  const root = new Command('shui')
    .description('Drive the fake API of the Shuishan portal kit: data, faults, scenarios, environments.')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io().out(s), writeErr: (s) => io().err(s) })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText(
      'after',
      `
Most commands talk to a running fake API (pnpm dev, or shui serve): --api <url> or SHUI_API, default
http://127.0.0.1:4100. Every command takes --help (with examples) and --json for scripts; --api and
--json may also come before the command (shui --api http://127.0.0.1:4200 status).
Exit codes: 0 ok, 1 refused or failed, 2 wrong argument, 3 fake API not running, 4 invalid file.

Examples:
  pnpm shui status
  pnpm shui seed --users 1000 --notifications 10000 --seed 7
  pnpm shui scenario apply session-expired
  pnpm shui env use test`,
    );
  for (const command of commands) root.addCommand(command);
  return root;
}

/** Whether the command line asks for JSON (`--json` anywhere before a `--`). */
export function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).includes('--json');
}

/**
 * The one place where errors become exit codes (see docs/cli.md). The message goes to stderr: as
 * `shui: <message>` and a hint, or with `--json` as one object `{ "error": { message, hint, exitCode,
 * ...details } }` (an unknown name adds kind, given, suggestions and valid).
 */
export function exitCodeOf(error: unknown, options: { json?: boolean } = {}): number {
  // Commander has printed its own message (unknown option, missing argument, --help) already.
  if (error instanceof CommanderError) return error.exitCode === 0 ? exitCodes.ok : exitCodes.usage;
  const known = error instanceof CliError;
  const exitCode = known ? error.exitCode : exitCodes.failed;
  if (options.json) {
    const message = known ? error.message : `unexpected error: ${String(error)}`;
    const body = {
      message,
      hint: known ? error.hint : undefined,
      exitCode,
      ...(known ? error.details() : { stack: (error as Error).stack }),
    };
    io().err(`${JSON.stringify({ error: body }, null, 2)}\n`);
  } else if (known) {
    io().err(`${red('shui:')} ${error.message}\n`);
    if (error.hint) io().err(`${dim(error.hint)}\n`);
  } else {
    io().err(`${red('shui: unexpected error:')} ${(error as Error).stack ?? String(error)}\n`);
  }
  return exitCode;
}

/**
 * `shui --api URL --json status` as `shui status --api URL --json`: the options every fake-API command
 * takes are accepted before the command too, and moved behind it, where the command reads them.
 */
export function hoistGlobalOptions(argv: string[]): string[] {
  const leading: string[] = [];
  let i = 0;
  while (i < argv.length) {
    const arg = argv[i] ?? '';
    if (arg === '--json' || arg.startsWith('--api=')) {
      leading.push(arg);
      i += 1;
    } else if (arg === '--api' && i + 1 < argv.length) {
      leading.push(arg, argv[i + 1] ?? '');
      i += 2;
    } else {
      break;
    }
  }
  // Nothing after them (`shui --json`): left where they are, for commander to answer.
  if (leading.length === 0 || i === argv.length) return argv;
  return [...argv.slice(i), ...leading];
}

export async function main(argv: string[]): Promise<number> {
  try {
    await program().parseAsync(hoistGlobalOptions(argv), { from: 'user' });
    return exitCodes.ok;
  } catch (error) {
    return exitCodeOf(error, { json: wantsJson(argv) });
  }
}
