import { describe, expect, it } from 'vitest';
import type { CompetitionRegistration } from '@shui/contract';
import { ApiError } from '../../lib/api-error';
import {
  agreementProblem,
  emailProblem,
  initialValues,
  institutionProblem,
  memberNameProblem,
  phoneProblem,
  serverProblem,
  studentNumberProblem,
  teamNameProblem,
  toRegistrationInput,
  trackProblem,
} from './registration-rules';

describe('the registration rules', () => {
  it('wants a team name of 2 to 30 characters, spaces around it not counted', () => {
    expect(teamNameProblem(undefined)).toBe('teamNameRequired');
    expect(teamNameProblem('   ')).toBe('teamNameRequired');
    expect(teamNameProblem(' 队 ')).toBe('teamNameLength');
    expect(teamNameProblem('队伍')).toBeNull();
    expect(teamNameProblem('x'.repeat(30))).toBeNull();
    expect(teamNameProblem('x'.repeat(31))).toBe('teamNameLength');
  });

  it('wants a track, member names of at most 20 characters and an institution of 2 to 50', () => {
    expect(trackProblem(undefined)).toBe('trackRequired');
    expect(trackProblem('ml')).toBeNull();
    expect(memberNameProblem(' ')).toBe('memberNameRequired');
    expect(memberNameProblem('张'.repeat(20))).toBeNull();
    expect(memberNameProblem('张'.repeat(21))).toBe('memberNameLength');
    expect(institutionProblem('')).toBe('institutionRequired');
    expect(institutionProblem('华')).toBe('institutionLength');
    expect(institutionProblem('华东师范大学')).toBeNull();
    expect(institutionProblem('x'.repeat(51))).toBe('institutionLength');
  });

  it('takes no student number, or 4-20 letters and digits another member has not (any case)', () => {
    const members = [
      { name: '陈思远', studentNumber: 'ab1234' },
      { name: '刘同学', studentNumber: 'AB1234' },
      { name: '孙同学', studentNumber: '' },
    ];
    expect(studentNumberProblem('', 2, members)).toBeNull();
    expect(studentNumberProblem('ab1234', 0, members)).toBeNull();
    expect(studentNumberProblem('AB1234', 1, members)).toBe('studentNumberRepeated');
    expect(studentNumberProblem('123', 2, members)).toBe('studentNumberFormat');
    expect(studentNumberProblem('1234-5', 2, members)).toBe('studentNumberFormat');
    expect(studentNumberProblem('x'.repeat(21), 2, members)).toBe('studentNumberFormat');
  });

  it("follows the register form's phone and e-mail rules, and wants the rules agreed", () => {
    expect(phoneProblem('')).toBe('phoneRequired');
    expect(phoneProblem('1371234567')).toBe('phoneFormat');
    expect(phoneProblem('12712345678')).toBe('phoneFormat');
    expect(phoneProblem(' 13712345678 ')).toBeNull();
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('a@b')).toBe('emailFormat');
    expect(emailProblem(`${'a'.repeat(20)}@example.com`)).toBe('emailFormat'); // over 30 characters
    expect(emailProblem('chen@example.com')).toBeNull();
    expect(agreementProblem(false)).toBe('agreementRequired');
    expect(agreementProblem(true)).toBeNull();
  });
});

describe('the values sent and the first values', () => {
  it('sends trimmed values, the first row as the leader and no empty student number', () => {
    expect(
      toRegistrationInput({
        teamName: ' 梯度下降队 ',
        track: 'llm',
        members: [
          { name: '陈思远', studentNumber: ' 10235501101 ' },
          { name: ' 刘同学 ', studentNumber: '' },
        ],
        institution: ' 华东师范大学 ',
        phone: '13712345678 ',
        email: ' chen@example.com',
        agreement: true,
      }),
    ).toEqual({
      teamName: '梯度下降队',
      track: 'llm',
      members: [
        { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
        { name: '刘同学', role: 'member' },
      ],
      institution: '华东师范大学',
      phone: '13712345678',
      email: 'chen@example.com',
      agreement: true,
    });
  });

  it('starts a new team with the registrant as leader and their organisation as institution', () => {
    expect(
      initialValues({ name: '陈思远', userNumber: '10235501101', organisation: '华东师范大学' }),
    ).toEqual({
      teamName: '',
      track: undefined,
      members: [{ name: '陈思远', studentNumber: '10235501101' }],
      institution: '华东师范大学',
      phone: '',
      email: '',
      agreement: false,
    });
    expect(initialValues({ name: '陈思远', userNumber: null, organisation: 'visitor' }).institution).toBe('');
  });

  it('starts from an earlier registration, leader first, and asks for the agreement again', () => {
    const earlier = {
      teamName: '数据漫游者',
      track: 'analytics',
      members: [
        { name: '王小明', studentNumber: '10215501023', role: 'member' },
        { name: '李同学', studentNumber: null, role: 'leader' },
      ],
      institution: '华东师范大学',
      phone: '13800138000',
      email: 'student@example.com',
    } as unknown as CompetitionRegistration;
    expect(initialValues({ name: '李同学', userNumber: null, organisation: '' }, earlier)).toEqual({
      teamName: '数据漫游者',
      track: 'analytics',
      members: [
        { name: '李同学', studentNumber: '' },
        { name: '王小明', studentNumber: '10215501023' },
      ],
      institution: '华东师范大学',
      phone: '13800138000',
      email: 'student@example.com',
      agreement: false,
    });
  });

  it("recognises the server's refusals the form explains in place", () => {
    const refusal = (respMsg: string, status = 409) =>
      new ApiError({ kind: 'http', method: 'POST', path: '/portal/competition/register', status, respMsg });
    expect(serverProblem(refusal('队伍名称已被使用，请换一个'))).toBe('teamNameTaken');
    expect(serverProblem(refusal('你已报名该竞赛，如需修改请编辑报名信息'))).toBe('alreadyRegistered');
    expect(serverProblem(refusal('报名已截止，无法提交或修改报名', 400))).toBe('closed');
    expect(serverProblem(refusal('服务器内部错误', 500))).toBeNull();
    expect(serverProblem(new Error('network'))).toBeNull();
  });
});
