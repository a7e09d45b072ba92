import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  environmentNameSchema,
  DEFAULT_API_PORT,
  environments,
  localEnvironment,
  portFromVariable,
  standInEnvironment,
  type Environment,
  type EnvironmentName,
} from '@shui/contract';

/** Where `shui env use <name>` records the chosen environment (read by pnpm dev and pnpm build). */
export const ENV_FILE = resolve(import.meta.dirname, '../../.shui/env.json');

/** The name `shui env use` wrote, if any; a file that is not that JSON stops with what to do. */
function nameFromFile(file: string): unknown {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  try {
    return (JSON.parse(text) as { name?: unknown } | null)?.name;
  } catch (error) {
    throw new Error(
      `${file} is not valid JSON (${(error as Error).message}). ` +
        'Run `pnpm shui env use <local|test|prod>` to write it again, or `pnpm shui env reset` to go back to the defaults.',
    );
  }
}

/**
 * The environment a build or dev server uses: SHUI_ENV beats the file written by `shui env use`, which
 * beats the default (local for `pnpm dev`, prod for `pnpm build`). A bad name stops with the valid ones.
 * For `local`, SHUI_API_PORT gives the fake API's port (default 4100).
 */
export function chooseEnvironment(
  command: 'serve' | 'build',
  file: string = ENV_FILE,
  variables: NodeJS.ProcessEnv = process.env,
): Environment {
  const fromVariable = variables.SHUI_ENV;
  const raw = fromVariable ?? nameFromFile(file) ?? (command === 'serve' ? 'local' : 'prod');
  const parsed = environmentNameSchema.safeParse(raw);
  if (!parsed.success) {
    const source = fromVariable !== undefined ? 'SHUI_ENV' : file;
    throw new Error(
      `unknown environment ${JSON.stringify(raw)} (from ${source}); valid: ${environmentNameSchema.options.join(', ')}`,
    );
  }
  const name: EnvironmentName = parsed.data;
  // SHUI_API_PORT moves the local fake API (two checkouts side by side); the real servers stay put.
  const apiPort = portFromVariable('SHUI_API_PORT', variables.SHUI_API_PORT);
  const recordFrom = variables.SHUI_RECORD_FROM;
  if (command === 'serve' && recordFrom) return recordingEnvironment(recordFrom, apiPort ?? DEFAULT_API_PORT);
  if (name === 'local' && apiPort !== undefined) return localEnvironment(apiPort);
  return environments[name];
}

/**
 * `pnpm dev --record-from <test|prod|url>`: the portal calls the recording proxy on `proxyPort` (`shui
 * record`) and keeps the recorded server's other addresses (single sign-on, related services); a URL is a
 * fake API, whose /__services pages stand in for them. Named `local`, the one environment that may call
 * an http: address.
 */
export function recordingEnvironment(from: string, proxyPort: number): Environment {
  const named = environmentNameSchema.safeParse(from);
  let source: Environment;
  if (named.success) source = environments[named.data];
  else {
    try {
      source = standInEnvironment('local', from);
    } catch {
      throw new Error(`SHUI_RECORD_FROM=${from} is neither local, test, prod nor an address`);
    }
  }
  return { ...source, name: 'local', api: `http://127.0.0.1:${proxyPort}` };
}
