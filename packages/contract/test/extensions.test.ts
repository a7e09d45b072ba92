import { describe, expect, it } from 'vitest';
import { endpoints, extensionPaths, type EndpointDef } from '../src/index';

const all = Object.entries(endpoints as Record<string, EndpointDef>);
const paths: readonly string[] = Object.values(extensionPaths);

describe('extensions (calls the spec does not list)', () => {
  it('take their paths from extensionPaths, and spec calls do not', () => {
    const wrong = all
      .filter(([, def]) => Boolean(def.extension) !== paths.includes(def.path))
      .map(([name, def]) => `${name} ${def.path}${def.extension ? ' (extension)' : ''}`);
    expect(wrong).toEqual([]);
  });

  it('use every path of extensionPaths', () => {
    const used = new Set(all.map(([, def]) => def.path));
    expect(paths.filter((path) => !used.has(path))).toEqual([]);
  });

  it('follow the backend habits: a /portal/, /resource/ or /teacher/ path with no path parameter', () => {
    expect(paths.filter((path) => !/^\/(portal|resource|teacher)\/[\w/-]+$/.test(path))).toEqual([]);
  });
});
