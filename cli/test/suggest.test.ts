import { describe, expect, it } from 'vitest';
import { UnknownNameError } from '../src/lib/errors';
import { closestNames, editDistance, unknownName } from '../src/lib/suggest';

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swapped neighbours, ignoring case', () => {
    expect(editDistance('sesion-expired', 'session-expired')).toBe(1);
    expect(editDistance('tset', 'test')).toBe(1);
    expect(editDistance('PROD', 'prod')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'local')).toBe(5);
  });
});

describe('closestNames', () => {
  const environments = ['local', 'test', 'prod'];

  it('suggests the one a few edits away, and every name of a tie', () => {
    expect(closestNames('lcoal', environments)).toEqual(['local']);
    expect(closestNames('http-50', ['http-500', 'http-502', 'http-404'])).toEqual(['http-500', 'http-502']);
    expect(closestNames('sesson-expird', ['session-expired', 'slow-network'])).toEqual(['session-expired']);
  });

  it('suggests nothing when no name is close enough', () => {
    expect(closestNames('staging', environments)).toEqual([]);
    expect(closestNames('t', environments)).toEqual([]);
    expect(closestNames('x', [])).toEqual([]);
  });
});

describe('unknownName', () => {
  it('is a usage error (exit 2) that carries the suggestions for --json', () => {
    const error = unknownName({ kind: 'environment', given: 'tset', valid: ['local', 'test', 'prod'] });
    expect(error).toBeInstanceOf(UnknownNameError);
    expect(error.exitCode).toBe(2);
    expect(error.message).toBe('unknown environment "tset". Did you mean "test"?');
    expect(error.details()).toEqual({
      kind: 'environment',
      given: 'tset',
      suggestions: ['test'],
      valid: ['local', 'test', 'prod'],
    });
  });
});
