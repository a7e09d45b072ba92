import { z } from 'zod';
import {
  CLIENT_ID,
  environmentNames,
  environmentNameSchema,
  type Environment,
  type EnvironmentName,
} from './environments';

/**
 * The portal's runtime configuration: `config.json` beside `index.html`, read before the portal starts.
 * One build serves every environment; this file says which (docs/environments.md). The portal, `shui env
 * render` and the deploy step all check it with `checkRuntimeConfig`.
 */
export const RUNTIME_CONFIG_FILE = 'config.json';

/** The addresses of a configuration, in the order people read them. */
export const configAddressKeys = [
  'api',
  'ssoAuthorize',
  'assistant',
  'assistantTest',
  'helpSite',
  'teacherAdmin',
  'cloudDesktop',
  'newStudentCourse',
] as const;
export type ConfigAddressKey = (typeof configAddressKeys)[number];

/**
 * Why a configuration is refused. The portal shows each in the reader's language, `shui env render`
 * in English (`describeConfigProblem`).
 */
export const configProblemKinds = [
  'unreadable', // no file, or not JSON
  'missing', // a field is absent or empty
  'unknown-field', // a field this configuration does not have (a typo would pass silently otherwise)
  'bad-name', // not local, test or prod
  'bad-address', // not an absolute http(s) address, or one with credentials, a query or a fragment
  'unsafe-character', // a quote, angle bracket, backslash, backtick or space: never valid in an address here
  'http-outside-local', // an http: address in test or prod
  'test-address-in-prod', // prod given a test server's address
] as const;
export type ConfigProblemKind = (typeof configProblemKinds)[number];
export interface ConfigProblem {
  kind: ConfigProblemKind;
  /** The field concerned (`api`, `name`...), or '' for the file as a whole. */
  field: string;
}

const UNSAFE = /["'<>\\`\s]/;

/**
 * A test server's host: its first label is `test` or begins with `test-`, as every address of the `test`
 * environment (test.shuishan.net.cn, test-admin.shuishan.net.cn, test-assistant...): a rule, not a list,
 * so the portal's code carries no environment's addresses.
 */
function isTestHost(host: string): boolean {
  const first = host.split('.')[0] ?? '';
  return first === 'test' || first.startsWith('test-');
}

/** The problems of one address field; none when it is fine. */
function addressProblems(
  name: EnvironmentName | undefined,
  field: ConfigAddressKey,
  value: unknown,
): ConfigProblem[] {
  if (value === undefined || value === null || value === '') return [{ kind: 'missing', field }];
  if (typeof value !== 'string') return [{ kind: 'bad-address', field }];
  if (UNSAFE.test(value)) return [{ kind: 'unsafe-character', field }];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [{ kind: 'bad-address', field }];
  }
  const plain = url.username === '' && url.password === '' && url.search === '' && url.hash === '';
  if (!['http:', 'https:'].includes(url.protocol) || !plain) return [{ kind: 'bad-address', field }];
  if (url.protocol === 'http:' && name !== undefined && name !== 'local') {
    return [{ kind: 'http-outside-local', field }];
  }
  // The assistant's test address is part of every configuration (the portal picks it on test hosts).
  if (name === 'prod' && field !== 'assistantTest' && isTestHost(url.hostname.toLowerCase())) {
    return [{ kind: 'test-address-in-prod', field }];
  }
  return [];
}

/** Every problem of a parsed `config.json`, in field order; an empty list means it may be used. */
export function runtimeConfigProblems(raw: unknown): ConfigProblem[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return [{ kind: 'unreadable', field: '' }];
  const record = raw as Record<string, unknown>;
  const problems: ConfigProblem[] = [];
  // Plain code, no zod: the portal runs these rules before its first paint, and zod is not needed there.
  const name = (environmentNames as readonly unknown[]).includes(record.name)
    ? (record.name as EnvironmentName)
    : undefined;
  if (record.name === undefined || record.name === '') problems.push({ kind: 'missing', field: 'name' });
  else if (name === undefined) problems.push({ kind: 'bad-name', field: 'name' });
  for (const field of configAddressKeys) problems.push(...addressProblems(name, field, record[field]));
  for (const field of Object.keys(record)) {
    if (field !== 'name' && !(configAddressKeys as readonly string[]).includes(field)) {
      problems.push({ kind: 'unknown-field', field });
    }
  }
  return problems;
}

/**
 * The schema of `config.json` for the CLI and the deploy step: the rules of `runtimeConfigProblems` as zod
 * issues. The portal checks with `checkRuntimeConfig`, the same rules without zod's runtime.
 */
function buildRuntimeConfigSchema() {
  return z
    .object({
      name: environmentNameSchema,
      ...Object.fromEntries(configAddressKeys.map((key) => [key, z.string()])),
    } as { name: typeof environmentNameSchema } & Record<ConfigAddressKey, z.ZodString>)
    .strict()
    .superRefine((value, ctx) => {
      for (const problem of runtimeConfigProblems(value)) {
        ctx.addIssue({ code: 'custom', path: problem.field ? [problem.field] : [], message: problem.kind });
      }
    });
}
// Built by a call marked pure: a bundle that uses only checkRuntimeConfig (the portal) leaves zod out.
export const runtimeConfigSchema = /* @__PURE__ */ buildRuntimeConfigSchema();
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export type RuntimeConfigCheck =
  { ok: true; config: RuntimeConfig; environment: Environment } | { ok: false; problems: ConfigProblem[] };

/** Checks a parsed `config.json`; a usable one comes back with the environment the portal runs in. */
export function checkRuntimeConfig(raw: unknown): RuntimeConfigCheck {
  const problems = runtimeConfigProblems(raw);
  if (problems.length > 0) return { ok: false, problems };
  const config = runtimeConfigOf({ ...(raw as RuntimeConfig), clientId: CLIENT_ID });
  return { ok: true, config, environment: { ...config, clientId: CLIENT_ID } };
}

/** The configuration of an environment (its `config.json`), addresses in their usual order. */
export function runtimeConfigOf(environment: Environment): RuntimeConfig {
  const config = { name: environment.name } as RuntimeConfig;
  for (const key of configAddressKeys) config[key] = environment[key];
  return config;
}

/** `config.json`'s text: two-space JSON, keys in order, a final newline (what `shui env render` writes). */
export const runtimeConfigText = (config: RuntimeConfig): string =>
  `${JSON.stringify(runtimeConfigOf({ ...config, clientId: CLIENT_ID }), null, 2)}\n`;

/** An English sentence for a problem (the CLI and the deploy step; the portal translates the kind). */
export function describeConfigProblem({ kind, field }: ConfigProblem): string {
  const where = field ? `"${field}"` : 'the file';
  switch (kind) {
    case 'unreadable':
      return 'the file is missing or is not a JSON object';
    case 'missing':
      return `${where} is missing or empty`;
    case 'unknown-field':
      return `${where} is not a field of the configuration (valid: name, ${configAddressKeys.join(', ')})`;
    case 'bad-name':
      return `${where} must be one of ${environmentNames.join(', ')}`;
    case 'bad-address':
      return `${where} must be an absolute http(s) address without credentials, query or fragment`;
    case 'unsafe-character':
      return `${where} holds a quote, angle bracket, backslash, backtick or space`;
    case 'http-outside-local':
      return `${where} uses http: outside the local environment (use https:)`;
    case 'test-address-in-prod':
      return `${where} is a test server's address in the production configuration`;
  }
}

/** An address's origin, for a content security policy. */
const originOf = (value: string) => new URL(value).origin;

/**
 * The content security policy of a deployment with this configuration: scripts only from the portal's
 * own origin (WebAssembly too, for the practice page's Python) and the inline scripts of index.html named
 * by their hashes (`'sha256-...'`, never 'unsafe-inline'); calls only to the portal and the API; styles
 * inline too (antd writes its own); images and frames from the API (avatars, courseware) and data: URLs.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  inlineScriptHashes: readonly string[] = [],
): string {
  const api = originOf(config.api);
  const scripts = ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'${hash}'`)];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    "worker-src 'self'",
    `connect-src 'self' ${api}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${api}`,
    // Courseware and workshop environments open in frames from the API's addresses.
    `frame-src 'self' ${api}`,
    "font-src 'self' data:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `form-action 'self' ${originOf(config.ssoAuthorize)}`,
  ].join('; ');
}
