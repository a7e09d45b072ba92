import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { environmentNameSchema, environments, type Environment, type EnvironmentName } from '@shui/contract';

/** Where `shui env use <name>` records the chosen environment (read by pnpm dev and pnpm build). */
export const ENV_FILE = resolve(import.meta.dirname, '../../.shui/env.json');

/**
 * The environment a build or dev server uses: SHUI_ENV beats the file written by `shui env use`, which
 * beats the default (local for `pnpm dev`, prod for `pnpm build`). A bad name stops with the valid ones.
 */
export function chooseEnvironment(command: 'serve' | 'build'): Environment {
  const fromFile = existsSync(ENV_FILE)
    ? (JSON.parse(readFileSync(ENV_FILE, 'utf8')) as { name?: unknown }).name
    : undefined;
  const raw = process.env.SHUI_ENV ?? fromFile ?? (command === 'serve' ? 'local' : 'prod');
  const parsed = environmentNameSchema.safeParse(raw);
  if (!parsed.success) {
    const source = process.env.SHUI_ENV !== undefined ? 'SHUI_ENV' : ENV_FILE;
    throw new Error(
      `unknown environment ${JSON.stringify(raw)} (from ${source}); valid: ${environmentNameSchema.options.join(', ')}`,
    );
  }
  const name: EnvironmentName = parsed.data;
  return environments[name];
}
