import { describe, expect, it } from 'vitest';
import {
  competitionRegistrationInputSchema,
  currentUserSchema,
  envelopeSchema,
  loginInputSchema,
} from '../src';
import { Scrubber, fakeIdNumber, fakeMail, fakeName, fakePhone, idCheckCharacter } from '../src/recording';

const PHONE = '13800138000';
const MAIL = 'student@example.com';
const ID = '11010519491231002X';

describe('the scrubber: fakes of the same format', () => {
  it('a phone becomes another mainland mobile number, the same one in every run', () => {
    const s = new Scrubber();
    const fake = s.text(`call ${PHONE} or +86 138-0013-8000`);
    expect(fake).toBe(`call ${fakePhone(PHONE)} or +86 ${fakePhone(PHONE)}`);
    expect(fakePhone(PHONE)).toMatch(/^1[3-9]\d{9}$/);
    expect(fakePhone(PHONE)).not.toBe(PHONE);
    // No salt: this value is what every machine gives, today and next year.
    expect(fakePhone(PHONE)).toBe('17887699001');
  });

  it('an e-mail becomes an address at example.com', () => {
    expect(new Scrubber().text(`mail ${MAIL}.`)).toBe(`mail ${fakeMail(MAIL)}.`);
    expect(fakeMail(MAIL)).toMatch(/^[a-z]{8}@example\.com$/);
    expect(fakeMail('Student@Example.com')).toBe(fakeMail(MAIL));
  });

  it('an ID number becomes one with a real date of birth and a valid check character', () => {
    const fake = fakeIdNumber(ID);
    expect(new Scrubber().text(`ID ${ID}`)).toBe(`ID ${fake}`);
    expect(fake).toMatch(/^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d)\d{3}[\dX]$/);
    expect(fake.at(-1)).toBe(idCheckCharacter(fake.slice(0, 17)));
    expect(idCheckCharacter(ID.slice(0, 17))).toBe('X');
  });

  it('a name is replaced where the contract says a field holds one, by one of as many characters', () => {
    const s = new Scrubber();
    const answer = s.json(
      { respCode: 20000, data: { id: 1, truename: '李同学', headImgUrl: '', userNumber: null } },
      envelopeSchema(currentUserSchema),
    ) as { data: { truename: string } };
    expect(answer.data.truename).toBe(fakeName('李同学'));
    expect(answer.data.truename).toMatch(/^\p{Script=Han}{3}$/u);
    expect(fakeName('Ada Lovelace')).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  });

  it('guesses no name from text: only a name once replaced in a name field is replaced elsewhere', () => {
    const s = new Scrubber();
    expect(s.text('李同学 提交了作业')).toBe('李同学 提交了作业');
    s.json({ id: 1, truename: '李同学', headImgUrl: '', userNumber: null }, currentUserSchema);
    expect(s.text('李同学 提交了作业')).toBe(`${fakeName('李同学')} 提交了作业`);
    // A Latin name only as a whole word.
    s.json({ id: 2, truename: 'Li', headImgUrl: '', userNumber: null }, currentUserSchema);
    expect(s.text('Li uses Linux')).toBe(`${fakeName('Li')} uses Linux`);
  });
});

describe('the scrubber: secrets become placeholders', () => {
  it('passwords and tokens by the contract’s fields, and tokens, cookies and tickets by name and form', () => {
    const s = new Scrubber();
    expect(s.json({ username: 'student', password: 'Shui@2025' }, loginInputSchema)).toEqual({
      username: 'student',
      password: '<redacted:password>',
    });
    expect(
      s.json({ access_token: 'eyJhbGciOiJI.eyJzdWIiOiIx.c2ln', clientTicket: 'T-1', session: 'abc' }),
    ).toEqual({
      access_token: '<redacted:token>',
      clientTicket: '<redacted:ticket>',
      session: '<redacted:token>',
    });
    expect(s.text('back to /oauth?code=Zq81kP0aXc2&state=s1 with ST-12-a8Dk20xQmn-cas')).toBe(
      'back to /oauth?code=<redacted:code>&state=s1 with <redacted:ticket>',
    );
    expect(
      s.headers({
        authorization: 'Bearer 0123456789abcdefABCDEF',
        cookie: 'Shui-Token=0123456789abcdefABCDEF; lang=zh',
        'set-cookie': 'JSESSIONID=9f8e7d6c5b4a; Path=/; Expires=Wed, 21 Oct 2026 07:28:00 GMT; HttpOnly',
        'shui-token': '0123456789abcdefABCDEF',
      }),
    ).toEqual({
      authorization: 'Bearer <redacted:token>',
      cookie: 'Shui-Token=<redacted:cookie>; lang=<redacted:cookie>',
      'set-cookie': 'JSESSIONID=<redacted:cookie>; Path=/; HttpOnly',
      'shui-token': '<redacted:token>',
    });
  });

  it('a token seen once is replaced wherever it appears again, even where nothing says it is one', () => {
    const s = new Scrubber();
    s.headers({ authorization: 'Bearer 0123456789abcdefABCDEF' });
    expect(s.text('https://desktop.example/?t=0123456789abcdefABCDEF')).toBe(
      'https://desktop.example/?t=<redacted:token>',
    );
  });
});

describe('the scrubber: the same value, the same stand-in', () => {
  it('in a body, a query and a header, and in a second scrubber (another run)', () => {
    const first = new Scrubber();
    const body = first.json(
      {
        teamName: 'A',
        track: 'ai',
        members: [{ name: '王小明', role: 'leader' }],
        institution: 'ECNU',
        phone: PHONE,
        email: MAIL,
        agreement: true,
      },
      competitionRegistrationInputSchema,
    ) as { phone: string; email: string; members: Array<{ name: string }> };
    const query = first.params({ identifier: MAIL, field: 'mail' });
    const headers = first.headers({ 'x-contact': `${PHONE}, ${MAIL}` });
    expect(body.phone).toBe(fakePhone(PHONE));
    expect(body.email).toBe(fakeMail(MAIL));
    expect(body.members[0]?.name).toBe(fakeName('王小明'));
    expect(query.identifier).toBe(body.email);
    expect(headers['x-contact']).toBe(`${body.phone}, ${body.email}`);

    const second = new Scrubber();
    expect(second.headers({ 'x-contact': `${PHONE}, ${MAIL}` })).toEqual(headers);
  });

  it('leaves its own fakes alone when it meets them again', () => {
    const s = new Scrubber();
    const once = s.text(`${PHONE} ${MAIL} ${ID}`);
    expect(s.text(once)).toBe(once);
  });
});
