import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints, extensionPaths, type EndpointDef } from '../src/index';

const all = Object.entries(endpoints as Record<string, EndpointDef>);
const paths: readonly string[] = Object.values(extensionPaths);

describe('extensions (calls the spec does not list)', () => {
  // extensionPaths is derived from the entries, so every path of it is an extension's; this one checks
  // that no spec call shares a path with an extension.
  it('take their paths from extensionPaths, and spec calls do not', () => {
    const wrong = all
      .filter(([, def]) => Boolean(def.extension) !== paths.includes(def.path))
      .map(([name, def]) => `${name} ${def.path}${def.extension ? ' (extension)' : ''}`);
    expect(wrong).toEqual([]);
  });

  it('follow the backend habits: a /portal/, /resource/ or /teacher/ path with no path parameter', () => {
    expect(paths.filter((path) => !/^\/(portal|resource|teacher)\/[\w/-]+$/.test(path))).toEqual([]);
  });

  // docs/api.md gives each call a generated section (schemas, errors); the hand-written page says what
  // the schemas cannot (what a call is for, its rules, its refusals), so a new extension needs a word there.
  it('are each described in the hand-written docs/api/extensions.md, by method and path', () => {
    const prose = readFileSync(new URL('../../../docs/api/extensions.md', import.meta.url), 'utf8');
    const missing = all
      .filter(([, def]) => def.extension)
      .map(([, def]) => `${def.method} ${def.path}`)
      .filter((call) => !new RegExp(`${call}(?![\\w/-])`).test(prose));
    expect(missing).toEqual([]);
  });
});
