import { describe, expect, it } from 'vitest';
import { environments, localEnvironment } from './environments';
import {
  checkRuntimeConfig,
  contentSecurityPolicy,
  describeConfigProblem,
  runtimeConfigOf,
  runtimeConfigProblems,
  runtimeConfigSchema,
  runtimeConfigText,
  type ConfigProblem,
} from './runtime-config';

const prod = runtimeConfigOf(environments.prod);
const test = runtimeConfigOf(environments.test);

describe('config.json: one build, configured at deploy time', () => {
  it('accepts each environment as the kit knows it, and gives back its environment', () => {
    for (const environment of [environments.prod, environments.test, localEnvironment(4200)]) {
      const check = checkRuntimeConfig(JSON.parse(runtimeConfigText(runtimeConfigOf(environment))));
      expect(check).toEqual({ ok: true, config: runtimeConfigOf(environment), environment });
    }
    expect(runtimeConfigSchema.safeParse(prod).success).toBe(true);
  });

  it.each<[string, unknown, ConfigProblem[]]>([
    ['no file or not an object', null, [{ kind: 'unreadable', field: '' }]],
    ['an array', [prod], [{ kind: 'unreadable', field: '' }]],
    ['a missing field', { ...prod, api: undefined }, [{ kind: 'missing', field: 'api' }]],
    ['an empty field', { ...prod, helpSite: '' }, [{ kind: 'missing', field: 'helpSite' }]],
    ['no name', { ...prod, name: undefined }, [{ kind: 'missing', field: 'name' }]],
    ['an unknown name', { ...prod, name: 'staging' }, [{ kind: 'bad-name', field: 'name' }]],
    ['a typo of a field', { ...prod, apiBase: prod.api }, [{ kind: 'unknown-field', field: 'apiBase' }]],
    ['not an address', { ...prod, api: 'www.shuishan.net.cn/api' }, [{ kind: 'bad-address', field: 'api' }]],
    ['another scheme', { ...prod, api: 'ftp://x.cn/api' }, [{ kind: 'bad-address', field: 'api' }]],
    ['credentials', { ...prod, api: 'https://u:p@x.cn/api' }, [{ kind: 'bad-address', field: 'api' }]],
    ['a query', { ...prod, api: 'https://x.cn/api?a=1' }, [{ kind: 'bad-address', field: 'api' }]],
    ['a number', { ...prod, api: 42 }, [{ kind: 'bad-address', field: 'api' }]],
    ['a quote', { ...prod, api: 'https://x.cn/a"b' }, [{ kind: 'unsafe-character', field: 'api' }]],
    [
      'a closing script tag',
      { ...prod, helpSite: 'https://x.cn/</script><script>alert(1)</script>' },
      [{ kind: 'unsafe-character', field: 'helpSite' }],
    ],
    ['a space', { ...prod, api: 'https://x.cn/a b' }, [{ kind: 'unsafe-character', field: 'api' }]],
    [
      'http: in prod',
      { ...prod, api: 'http://www.shuishan.net.cn/api' },
      [{ kind: 'http-outside-local', field: 'api' }],
    ],
    [
      'http: in test',
      { ...test, cloudDesktop: 'http://d.cn/' },
      [{ kind: 'http-outside-local', field: 'cloudDesktop' }],
    ],
    ['prod given the test API', { ...prod, api: test.api }, [{ kind: 'test-address-in-prod', field: 'api' }]],
    [
      'prod given a test- host',
      { ...prod, teacherAdmin: 'https://test-admin.example.org/' },
      [{ kind: 'test-address-in-prod', field: 'teacherAdmin' }],
    ],
  ])('refuses %s', (_, raw, problems) => {
    expect(runtimeConfigProblems(raw)).toEqual(problems);
    expect(checkRuntimeConfig(raw)).toEqual({ ok: false, problems });
    expect(runtimeConfigSchema.safeParse(raw).success).toBe(false);
  });

  it('lets local use http:, and test and prod name the test assistant', () => {
    expect(runtimeConfigProblems(runtimeConfigOf(localEnvironment()))).toEqual([]);
    expect(prod.assistantTest).toBe('https://test-assistant.shuishan.net.cn/');
    expect(runtimeConfigProblems(prod)).toEqual([]);
  });

  it('gives every problem at once, and says each in a sentence', () => {
    const problems = runtimeConfigProblems({ name: 'prod', api: 'http://x.cn', extra: 1 });
    expect(problems.map((p) => `${p.kind}:${p.field}`)).toEqual([
      'http-outside-local:api',
      'missing:ssoAuthorize',
      'missing:assistant',
      'missing:assistantTest',
      'missing:helpSite',
      'missing:teacherAdmin',
      'missing:cloudDesktop',
      'missing:newStudentCourse',
      'unknown-field:extra',
    ]);
    expect(describeConfigProblem(problems[0]!)).toBe(
      '"api" uses http: outside the local environment (use https:)',
    );
    expect(describeConfigProblem({ kind: 'unreadable', field: '' })).toBe(
      'the file is missing or is not a JSON object',
    );
  });

  it('writes config.json with the keys in order and a final newline', () => {
    expect(runtimeConfigText({ ...prod, api: 'https://api.example.org/v1' })).toBe(
      [
        '{',
        '  "name": "prod",',
        '  "api": "https://api.example.org/v1",',
        '  "ssoAuthorize": "https://portal1.ecnu.edu.cn/cas/oauth2.0/authorize",',
        '  "assistant": "https://assistant.shuishan.net.cn/",',
        '  "assistantTest": "https://test-assistant.shuishan.net.cn/",',
        '  "helpSite": "https://help.shuishan.net.cn/",',
        '  "teacherAdmin": "https://admin.shuishan.net.cn/",',
        '  "cloudDesktop": "https://desktop.shuishan.net.cn/",',
        '  "newStudentCourse": "https://www.shuishan.net.cn/cs101"',
        '}',
      ].join('\n') + '\n',
    );
  });

  it("lets the page call only itself and the configuration's API", () => {
    const policy = contentSecurityPolicy({ ...prod, api: 'https://api.example.org:8443/v1' });
    expect(policy).toContain("connect-src 'self' https://api.example.org:8443;");
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("form-action 'self' https://portal1.ecnu.edu.cn");
  });
});

describe('the test hosts', () => {
  it('are recognised by rule: every address of the test environment but the shared ones', () => {
    const shared = new Set(Object.values(environments.prod));
    for (const [field, value] of Object.entries(environments.test)) {
      if (field === 'name' || field === 'clientId' || field === 'assistantTest' || shared.has(value))
        continue;
      expect(runtimeConfigProblems({ ...prod, [field]: value }), field).toEqual([
        { kind: 'test-address-in-prod', field },
      ]);
    }
  });
});

describe('the content security policy', () => {
  it("allows index.html's inline scripts by their hashes only", () => {
    const policy = contentSecurityPolicy(prod, ['sha256-abc=', 'sha256-def=']);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc=' 'sha256-def=';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
