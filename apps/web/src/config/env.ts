import type { Environment } from '@shui/contract';

declare const __SHUI_ENV__: Environment;
declare const __SHUI_LANDING_PREFIX__: string;

/** The environment this build was made for (chosen in vite.config.ts): base addresses and client id. */
export const env: Environment = __SHUI_ENV__;

/** Hosts beginning with this prefix show the multilingual landing page at /home. */
export const LANDING_HOST_PREFIX: string = __SHUI_LANDING_PREFIX__;
