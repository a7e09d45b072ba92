import { Command, Option } from 'commander';
import { z } from 'zod';
import { AdminClient, apiOrigin } from './admin-client';
import { UsageError } from './errors';
import { io } from './io';

/**
 * A command that writes through io() and throws instead of exiting (exitOverride), so tests run it
 * in-process and only index.ts decides exit codes. Subcommands made with `.command()` inherit both.
 */
export function createCommand(name: string, description: string): Command {
  return new Command(name)
    .description(description)
    .exitOverride()
    .configureOutput({ writeOut: (s) => io().out(s), writeErr: (s) => io().err(s) })
    .showHelpAfterError('(run with --help for usage)');
}

/** --api and --json, on every command that talks to the fake API. */
export function withApi(command: Command): Command {
  return command
    .addOption(
      new Option('--api <url>', 'address of the fake API (env SHUI_API, default http://127.0.0.1:4100)'),
    )
    .option('--json', 'print JSON for scripts instead of text');
}

/** --json alone, for commands that do not talk to the fake API. */
export const withJson = (command: Command): Command =>
  command.option('--json', 'print JSON for scripts instead of text');

/** An "Examples:" block at the end of --help. */
export function examples(command: Command, lines: string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
}

export const client = (api: string | undefined): AdminClient => new AdminClient(apiOrigin(api));

const flag = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** Parses a command's options (and arguments) with zod; the first problem names its flag. */
export function parseOptions<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const key = issue?.path[0];
  const where = typeof key === 'string' ? (key.startsWith('<') ? key : flag(key)) : 'arguments';
  throw new UsageError(`${where}: ${issue?.message ?? 'invalid'}`);
}

/** A whole-number option given as text ("10000"), within bounds. */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'expected a whole number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max.toLocaleString('en')}`),
    );
