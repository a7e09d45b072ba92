import type { Environment } from '@shui/contract';

declare const __SHUI_LANDING_PREFIX__: string;

/**
 * The environment the portal runs in: base addresses and client id. One build serves every environment;
 * main.tsx reads `config.json` and installs it here before any other module of the portal loads
 * (runtime-config.ts), so a module may read it when it is imported.
 */
export const env: Environment = {} as Environment;

/** Called once, by the start-up (and by the tests' set-up): the environment of `config.json`. */
export function installEnvironment(environment: Environment): void {
  if (Object.isFrozen(env)) throw new Error('the environment is installed once, before the portal starts');
  Object.freeze(Object.assign(env, environment));
}

/** Hosts beginning with this prefix show the multilingual landing page at /home. */
export const LANDING_HOST_PREFIX: string = __SHUI_LANDING_PREFIX__;
