// `shui env render`: a checked config.json for one environment, and the content security policy that
// goes with it (docs/environments.md, docs/real-servers.md).
import { createHash } from 'node:crypto';
import {
  checkRuntimeConfig,
  configAddressKeys,
  contentSecurityPolicy,
  describeConfigProblem,
  environments,
  runtimeConfigOf,
  standInEnvironment,
  type ConfigAddressKey,
  type EnvironmentName,
  type RuntimeConfig,
} from '@shui/contract';
import { InvalidFileError, UsageError } from './errors';

export interface RenderInput {
  env: EnvironmentName;
  /** `key=address` pairs that replace the environment's addresses. */
  set?: readonly string[];
  /** Every address pointed at a fake API (its /__services pages), as `local` does: a stand-in server. */
  standIn?: string;
}

/** Parses `--set key=address`; a key that is not an address of the configuration stops with the valid ones. */
function parseSet(pair: string): [ConfigAddressKey, string] {
  const at = pair.indexOf('=');
  const key = at < 0 ? pair : pair.slice(0, at);
  if (at < 0 || !(configAddressKeys as readonly string[]).includes(key)) {
    throw new UsageError(
      `--set ${pair}: expected key=address with key one of ${configAddressKeys.join(', ')}`,
      'Example: shui env render --env test --set api=https://api.example.org/v1',
    );
  }
  return [key as ConfigAddressKey, pair.slice(at + 1)];
}

/** The configuration of an environment with its overrides, checked; a refused one stops with every problem. */
export function renderConfig({ env, set = [], standIn }: RenderInput): RuntimeConfig {
  const base = runtimeConfigOf(standIn ? standInOf(env, standIn) : environments[env]);
  const config: Record<string, unknown> = { ...base };
  for (const pair of set) {
    const [key, value] = parseSet(pair);
    config[key] = value;
  }
  const check = checkRuntimeConfig(config);
  if (!check.ok) {
    throw new UsageError(
      `the ${env} configuration is refused:\n${check.problems.map((p) => `  - ${describeConfigProblem(p)}`).join('\n')}`,
      'Fix the --set or --stand-in values; docs/environments.md lists the rules.',
    );
  }
  return check.config;
}

/** A stand-in's environment; an address that is not one stops with an example. */
function standInOf(env: EnvironmentName, origin: string) {
  try {
    return standInEnvironment(env, origin);
  } catch {
    throw new UsageError(
      `--stand-in ${origin}: not an address`,
      'Example: --stand-in https://stand-in.example.org:8443',
    );
  }
}

/** The hashes of index.html's inline scripts (`sha256-<base64>`), for the content security policy. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * The nginx file of a deployment (included in its server block, before deploy/nginx/shui-portal.conf):
 * the content security policy of this configuration and this build's index.html.
 */
export function nginxInclude(
  config: RuntimeConfig,
  indexHtml: string | undefined,
  indexPath: string,
): string {
  if (indexHtml === undefined) {
    throw new InvalidFileError(
      `--nginx needs the portal's build: no ${indexPath}`,
      'Give --out the folder of the build (the one with index.html), e.g. --out /srv/shui/www.',
    );
  }
  const policy = contentSecurityPolicy(config, inlineScriptHashes(indexHtml));
  return [
    `# Written by \`shui env render --env ${config.name}\`: the content security policy of this deployment`,
    `# (config.json's API in connect-src; index.html's inline scripts by hash). Render again after a new build.`,
    `set $shui_csp "${policy}";`,
    '',
  ].join('\n');
}
