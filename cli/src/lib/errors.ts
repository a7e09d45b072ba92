/** Exit codes of `shui` (docs/cli.md). Only index.ts turns errors into them. */
export const exitCodes = {
  ok: 0,
  /** The fake API refused the request, or a check failed (doctor). */
  failed: 1,
  /** A wrong argument or option. */
  usage: 2,
  /** The fake API is not running (nothing answers at --api). */
  apiDown: 3,
  /** A file to read is missing, not JSON, or not what the contract says. */
  invalidFile: 4,
} as const;

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = exitCodes.failed,
    /** A next step for the user, printed under the message. */
    readonly hint?: string,
  ) {
    super(message);
  }

  /** What `--json` adds to `{ error: { message, hint, exitCode } }` for this error. */
  details(): Record<string, unknown> {
    return {};
  }
}

export class UsageError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, exitCodes.usage, hint);
  }
}

/** A name outside a fixed set (a scenario, an environment, ...): exit 2, with the closest valid names. */
export class UnknownNameError extends UsageError {
  constructor(
    message: string,
    hint: string | undefined,
    readonly unknown: {
      /** What the name names: "scenario", "environment", "method". */
      kind: string;
      /** The name as typed. */
      given: string;
      /** The closest valid names (one, or a tie), or none when nothing comes close. */
      suggestions: string[];
      valid: string[];
    },
  ) {
    super(message, hint);
  }

  override details(): Record<string, unknown> {
    return { ...this.unknown };
  }
}

export class ApiDownError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, exitCodes.apiDown, hint);
  }
}

export class InvalidFileError extends CliError {
  constructor(message: string, hint?: string) {
    super(message, exitCodes.invalidFile, hint);
  }
}

/** The fake API answered with an error (`{ error }` and a 4xx/5xx status). */
export class RefusedError extends CliError {
  constructor(
    message: string,
    readonly status: number,
    hint?: string,
  ) {
    super(message, exitCodes.failed, hint);
  }

  override details(): Record<string, unknown> {
    return { status: this.status };
  }
}
