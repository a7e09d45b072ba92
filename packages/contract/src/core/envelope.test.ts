import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, isSuccessCode } from './envelope';

describe('the respCode rule', () => {
  it.each([
    [undefined, true],
    [null, true],
    [20000, true],
    ['20000', true],
    [200, true],
    [20001, true],
    [2000, true],
    [40000, false],
    [50000, false],
    ['50000', false],
    [12000, false],
    [0, false],
  ])('%s is success: %s', (code, expected) => {
    expect(isSuccessCode(code)).toBe(expected);
  });
});

describe('envelopes', () => {
  it('accepts an answer without respCode as a success envelope', () => {
    expect(envelopeSchema(z.string()).safeParse({ data: 'x' }).success).toBe(true);
  });

  it('an error envelope needs a failing code and a message', () => {
    expect(errorEnvelopeSchema.safeParse({ respCode: 40000, respMsg: 'x', data: null }).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ respCode: 20000, respMsg: 'x' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ respCode: 40000 }).success).toBe(false);
  });
});
