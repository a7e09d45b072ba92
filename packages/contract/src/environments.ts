import { z } from 'zod';

export const environmentNames = ['local', 'test', 'prod'] as const;
export const environmentNameSchema = z.enum(environmentNames);
export type EnvironmentName = z.infer<typeof environmentNameSchema>;

/** The one client identifier the portal presents to the single sign-on and the backend. */
export const CLIENT_ID = 'shuishan-portal';

/** Scope asked of the single sign-on (the spec's other reading is 'ECNU-Basic'). */
export const SSO_SCOPE = 'basic';

export const environmentSchema = z.object({
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
export type Environment = z.infer<typeof environmentSchema>;

const FAKE_API = 'http://127.0.0.1:4100';

/**
 * Base addresses per environment. `local` points everything at the fake API (its /__services pages
 * stand in for the related services). test and prod are the real servers' addresses; see
 * docs/environments.md for where they come from and how to override one.
 */
export const environments: Record<EnvironmentName, Environment> = {
  local: {
    name: 'local',
    api: FAKE_API,
    ssoAuthorize: `${FAKE_API}/oauth2/authorize`,
    assistant: `${FAKE_API}/__services/assistant`,
    assistantTest: `${FAKE_API}/__services/assistant`,
    helpSite: `${FAKE_API}/__services/help`,
    teacherAdmin: `${FAKE_API}/__services/teacher`,
    cloudDesktop: `${FAKE_API}/__services/cloud-desktop`,
    newStudentCourse: `${FAKE_API}/__services/new-student`,
    clientId: CLIENT_ID,
  },
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
