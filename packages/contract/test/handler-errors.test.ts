import { describe, expect, it } from 'vitest';
import * as contract from '../src/index';
import type { EndpointDef, ErrorNote } from '../src/index';

/**
 * Each error a handler answers is written once: every entry's `fails` lists constants of the domains'
 * errors.ts (`competitionErrors`, ...) or of core/shared-errors.ts (`sharedErrors`), which the fake API
 * throws as they are (`fail(competitionErrors.notFound)`).
 */
const namespaces = Object.entries(contract).filter(([name]) => /^[a-z][a-zA-Z]*Errors$/.test(name));

const isNote = (value: unknown): value is ErrorNote =>
  typeof value === 'object' && value !== null && 'code' in value && 'msg' in value && 'when' in value;

/** The notes a namespace exports: constants, and those of its lists (imageErrors) and groups (format400). */
function notesOf(namespace: object): ErrorNote[] {
  return Object.values(namespace).flatMap((value: unknown) => {
    if (isNote(value)) return [value];
    if (Array.isArray(value)) return value.filter(isNote);
    if (typeof value === 'object' && value !== null) return Object.values(value).filter(isNote);
    return [];
  });
}

describe("the handlers' errors", () => {
  it('are exported as one namespace per domain, and the shared ones', () => {
    expect(namespaces.map(([name]) => name)).toContain('sharedErrors');
    expect(namespaces.map(([name]) => name)).toContain('competitionErrors');
  });

  it("are named constants: every entry's fails lists exported ones", () => {
    const named = new Set(namespaces.flatMap(([, namespace]) => notesOf(namespace as object)));
    const inline = Object.entries(contract.endpoints as Record<string, EndpointDef>).flatMap(([name, def]) =>
      (def.fails ?? []).filter((note) => !named.has(note)).map((note) => `${name}: ${note.code} ${note.msg}`),
    );
    expect(inline).toEqual([]);
  });
});
