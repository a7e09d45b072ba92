import { z } from 'zod';

export const environmentNames = ['local', 'test', 'prod'] as const;
export const environmentNameSchema = /* @__PURE__ */ z.enum(environmentNames);
export type EnvironmentName = z.infer<typeof environmentNameSchema>;

/** The one client identifier the portal presents to the single sign-on and the backend. */
export const CLIENT_ID = 'shuishan-portal';

/** Scope asked of the single sign-on (the spec's other reading is 'ECNU-Basic'). */
export const SSO_SCOPE = 'basic';

/** The addresses of an environment (a function, so a bundle that needs no schema leaves zod out). */
function buildEnvironmentSchema() {
  return z.object({
    name: environmentNameSchema,
    /** Base address of every call of section 7. */
    api: z.url(),
    /** Single-sign-on authorise endpoint. */
    ssoAuthorize: z.url(),
    /** Smart assistant, production and test addresses (the test one when the host has test or localhost). */
    assistant: z.url(),
    assistantTest: z.url(),
    /** User manual (help site). */
    helpSite: z.url(),
    /** Teacher back-office. */
    teacherAdmin: z.url(),
    /** Cloud desktop, on campus only. */
    cloudDesktop: z.url(),
    /** The new-student computer course page. */
    newStudentCourse: z.url(),
    clientId: z.literal(CLIENT_ID),
  });
}
export const environmentSchema = /* @__PURE__ */ buildEnvironmentSchema();
export type Environment = z.infer<typeof environmentSchema>;

/** The local fake API's port when nothing moves it (SHUI_API_PORT does: docs/environments.md). */
export const DEFAULT_API_PORT = 4100;
/** The portal's `pnpm dev` port when nothing moves it (SHUI_WEB_PORT does). */
export const DEFAULT_WEB_PORT = 5173;

/**
 * The `local` environment with its fake API on `port` of 127.0.0.1: everything points at the fake API
 * (its /__services pages stand in for the related services).
 */
export function localEnvironment(port: number = DEFAULT_API_PORT): Environment {
  const api = `http://127.0.0.1:${port}`;
  return {
    name: 'local',
    api,
    ssoAuthorize: `${api}/oauth2/authorize`,
    assistant: `${api}/__services/assistant`,
    assistantTest: `${api}/__services/assistant`,
    helpSite: `${api}/__services/help`,
    teacherAdmin: `${api}/__services/teacher`,
    cloudDesktop: `${api}/__services/cloud-desktop`,
    newStudentCourse: `${api}/__services/new-student`,
    clientId: CLIENT_ID,
  };
}

/**
 * The addresses of a fake API at `origin` standing in for environment `name` (a stand-in behind TLS, a
 * recording proxy): as `local` has them, the API and its /__services pages, under another name.
 */
export function standInEnvironment(name: EnvironmentName, origin: string): Environment {
  const local = localEnvironment();
  const base = new URL(origin).href.replace(/\/$/, '');
  const moved = Object.entries(local).map(([key, value]) => [
    key,
    key === 'name' || key === 'clientId' ? value : value.replace(local.api, base),
  ]);
  return { ...(Object.fromEntries(moved) as Environment), name };
}

/**
 * A port from an environment variable (SHUI_API_PORT, SHUI_WEB_PORT): undefined when unset, else a
 * whole number 1-65535, or an error that names the variable.
 */
export function portFromVariable(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new Error(`${name}=${value} is not a port (a whole number from 1 to 65535)`);
  }
  return port;
}

/**
 * Base addresses per environment. `local` points everything at the fake API. test and prod are the
 * real servers' addresses; see docs/environments.md for where they come from and how to override one.
 */
export const environments: Record<EnvironmentName, Environment> = {
  // Pure: a bundle that never reads `environments` (the portal) keeps none of the fake API addresses.
  local: /* @__PURE__ */ localEnvironment(),
  test: {
    name: 'test',
    api: 'https://test.shuishan.net.cn/api',
    ssoAuthorize: 'https://portal1.ecnu.edu.cn/cas/oauth2.0/authorize',
    assistant: 'https://assistant.shuishan.net.cn/',
    assistantTest: 'https://test-assistant.shuishan.net.cn/',
    helpSite: 'https://help.shuishan.net.cn/',
    teacherAdmin: 'https://test-admin.shuishan.net.cn/',
    cloudDesktop: 'https://desktop.shuishan.net.cn/',
    newStudentCourse: 'https://test.shuishan.net.cn/cs101',
    clientId: CLIENT_ID,
  },
  prod: {
    name: 'prod',
    api: 'https://www.shuishan.net.cn/api',
    ssoAuthorize: 'https://portal1.ecnu.edu.cn/cas/oauth2.0/authorize',
    assistant: 'https://assistant.shuishan.net.cn/',
    assistantTest: 'https://test-assistant.shuishan.net.cn/',
    helpSite: 'https://help.shuishan.net.cn/',
    teacherAdmin: 'https://admin.shuishan.net.cn/',
    cloudDesktop: 'https://desktop.shuishan.net.cn/',
    newStudentCourse: 'https://www.shuishan.net.cn/cs101',
    clientId: CLIENT_ID,
  },
};
