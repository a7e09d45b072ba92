import { checkRuntimeConfig, type Environment, type RuntimeConfigCheck } from '@shui/contract';
import type { LoadedConfig } from './runtime-config';

declare const __SHUI_LANDING_PREFIX__: string;

/**
 * The environment the portal runs in: base addresses and client id. One build serves every environment:
 * main.tsx reads `config.json` and installs it here before it starts the portal. No module reads `env` at
 * its top level: the bundler may run a module's top level before main.tsx has read the file.
 */
export const env: Environment = {} as Environment;

/** Fills `env` once (main.tsx with config.json, or the tests' set-up with `local`). */
export function installEnvironment(environment: Environment): void {
  if (Object.isFrozen(env)) throw new Error('the environment is installed once, before the portal starts');
  Object.freeze(Object.assign(env, environment));
}

/** Checks what main.tsx read of `config.json` and, when it may be used, installs its environment. */
export function installRuntimeConfig(loaded: LoadedConfig): RuntimeConfigCheck {
  const check: RuntimeConfigCheck = loaded.readable
    ? checkRuntimeConfig(loaded.raw)
    : { ok: false, problems: [{ kind: 'unreadable', field: '' }] };
  if (check.ok) installEnvironment(check.environment);
  return check;
}

/** Hosts beginning with this prefix show the multilingual landing page at /home. */
export const LANDING_HOST_PREFIX: string = __SHUI_LANDING_PREFIX__;
