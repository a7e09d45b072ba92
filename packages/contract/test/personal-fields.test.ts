import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { endpoints, type EndpointDef } from '../src';
import { fieldPaths } from '../src/recording';

/** Keys that hold a person's name, a phone, an e-mail, an ID number or a password wherever they appear. */
const PERSONAL_KEY =
  /^(truename|realName|nickName|trueName|teacherName|studentName|hostName|leaderName|memberName|phone|mobile|mail|email|idCard|idNumber|password|oldPassword|newPassword|access_token|clientTicket)$/i;

describe('personalFields: which fields of the contract hold personal data or secrets', () => {
  const schemas = Object.entries(endpoints as Record<string, EndpointDef>).flatMap(([name, def]) =>
    (['query', 'body', 'data'] as const).flatMap((part) => {
      const schema: z.ZodType | undefined = def[part];
      return schema ? [{ where: `${name}.${part}`, schema }] : [];
    }),
  );

  it('declares every field named like one, in every query, body and answer of the endpoint table', () => {
    const missing = schemas.flatMap(({ where, schema }) =>
      fieldPaths(schema)
        .filter((f) => PERSONAL_KEY.test(f.key) && f.kind === undefined)
        .map((f) => `${where}: ${f.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('finds a declared field inside the schemas that nest it (a course card in a programme)', () => {
    const school = fieldPaths(endpoints.courseSchool.data);
    expect(school).toContainEqual({
      path: 'programmes[].groups[].courses[].teacherName',
      key: 'teacherName',
      kind: 'personName',
    });
    // A member's `name` is a person's; a course's `name` is not.
    expect(fieldPaths(endpoints.competitionRegistration.data)).toContainEqual(
      expect.objectContaining({ path: 'members[].name', kind: 'personName' }),
    );
    expect(fieldPaths(endpoints.courseSchool.data)).toContainEqual(
      expect.objectContaining({ path: 'programmes[].name', kind: undefined }),
    );
  });

  it('marks the sign-on code and the register and reset codes secret, not the code of a practice answer', () => {
    const kindOf = (schema: z.ZodType, path: string) => fieldPaths(schema).find((f) => f.path === path)?.kind;
    expect(kindOf(endpoints.ssoExchange.query, 'code')).toBe('authCode');
    expect(kindOf(endpoints.register.query, 'code')).toBe('verificationCode');
    expect(kindOf(endpoints.resetByCode.query, 'code')).toBe('verificationCode');
    expect(kindOf(endpoints.questionSubmit.body, 'code')).toBeUndefined();
  });
});
