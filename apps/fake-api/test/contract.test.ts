import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@shui/contract';
import { PNG, startFakeApi, type CallOptions } from './harness';

type Who = 'student' | 'teacher' | 'none';

/** A team of one, led by 王老师 (the teacher account's real name). */
const teacherTeam = (teamName: string) => ({
  teamName,
  track: 'analytics',
  members: [{ name: '王老师', role: 'leader' }],
  institution: '华东师范大学',
  phone: '13900139000',
  email: 'teacher@example.com',
  agreement: true,
});

/** One successful call per endpoint of the contract; every answer is checked against the contract. */
const examples: Record<EndpointName, { who: Who; options?: CallOptions }> = {
  login: { who: 'none', options: { body: { username: 'student', password: 'Shui@2025', checked: true } } },
  ssoExchange: { who: 'none' }, // needs a fresh code, see below
  currentUser: { who: 'student' },
  changePassword: {
    who: 'student',
    options: { body: { oldPassword: 'Shui@2025', newPassword: 'Shui@2026' } },
  },
  uploadAvatar: { who: 'student', options: { file: { name: 'me.png', bytes: PNG, type: 'image/png' } } },
  sendRegisterCode: { who: 'none', options: { query: { phone: '13700137000' } } },
  register: { who: 'none' }, // needs the code, see below
  sendResetCode: { who: 'none', options: { query: { identifier: 'student@example.com', field: 'mail' } } },
  resetByCode: { who: 'none' }, // needs the code, see below
  sendResetMail: { who: 'none', options: { query: { mail: 'teacher@example.com' } } },
  checkPhoneCode: { who: 'none' },
  checkMailCode: { who: 'none' },
  getMail: { who: 'none', options: { query: { mail: 'student@example.com' } } },
  getPhone: { who: 'none', options: { query: { phone: '13800138000' } } },
  messages: { who: 'student', options: { query: { receiveUserId: 1 } } },
  markRead: { who: 'student', options: { body: [1, 2] } },
  currentCompany: { who: 'student', options: { query: { isLogin: 'true' } } },
  switchCompany: { who: 'student', options: { query: { companyId: 2 } } },
  companies: { who: 'student' },
  superCompany: { who: 'none' },
  superAssistantOption: { who: 'none' },
  feedbackUpload: { who: 'none', options: { file: { name: 'shot.png', bytes: PNG, type: 'image/png' } } },
  feedback: {
    who: 'none',
    options: {
      form: {
        feedtype: '登录/注册,登录问题',
        title: '无法登录',
        content: '点击登录没有反应',
        filepath: '/uploads/x.png',
        contact: 'a@b.cn',
      },
    },
  },
  checkCurrent: { who: 'student' },
  checkHistory: { who: 'student' },
  checkHistoryCourse: { who: 'student', options: { query: { courseId: 101 } } },
  checkItems: { who: 'student', options: { query: { teachclassId: 1001 } } },
  checkIn: { who: 'student', options: { query: { checkItemId: 3 } } },
  liveness: { who: 'teacher' },
  averageScore: { who: 'student' },
  studentQa: { who: 'teacher' },
  teacherCourses: { who: 'teacher' },
  dailyLiveness: { who: 'teacher', options: { query: { courseId: 101, days: 14 } } },
  scoreDistribution: { who: 'teacher', options: { query: { courseId: 102 } } },
  tickets: { who: 'student', options: { body: { clientId: 'gpt_assistant' } } },
  assistantAvailable: { who: 'student' },
  assistantQa: { who: 'student', options: { body: { type: 1, key: '什么是补码？' } } },
  onCampus: { who: 'none' },
  // course domain (fixtures/seed/course-hall.json)
  courseList: { who: 'student', options: { query: { pageNum: 1, pageSize: 20, keyword: '数据' } } },
  courseSchool: { who: 'none' },
  programDetail: { who: 'none', options: { query: { programId: 2 } } },
  collegeDetail: { who: 'none', options: { query: { collegeId: 1 } } },
  courseDetail: { who: 'student', options: { query: { courseId: 101 } } },
  courseJoin: { who: 'student', options: { query: { courseId: 106 } } },
  courseLeave: { who: 'student', options: { query: { courseId: 105 } } },
  lessonDetail: { who: 'student', options: { query: { lessonId: 2 } } },
  lessonProgress: { who: 'student', options: { body: { resourceId: 3, watchedSeconds: 4 } } },
  homeworkSubmit: {
    who: 'student',
    options: { query: { resourceId: 4 }, file: { name: '作业.png', bytes: PNG, type: 'image/png' } },
  },
  testSubmit: { who: 'student', options: { body: { resourceId: 5, answers: { '1': 'B', '2': 'A' } } } },
  myCourses: { who: 'student' },
  learningResults: { who: 'student' },
  challengeQuestions: { who: 'student', options: { query: { pageSize: 50 } } },
  knowledgePoints: { who: 'student', options: { query: { courseId: 101 } } },
  favoriteList: { who: 'student' },
  favoriteAdd: { who: 'student', options: { query: { targetType: 'lesson', targetId: 2 } } },
  favoriteRemove: { who: 'student', options: { query: { targetType: 'course', targetId: 104 } } },
  lessonBrief: { who: 'student', options: { query: { lessonId: 20 } } },
  myQuestions: { who: 'student', options: { query: { courseId: 102 } } },
  askQuestion: {
    who: 'student',
    options: { query: { courseId: 101 }, body: { question: '补码和反码有什么区别？' } },
  },
  answerQuestion: { who: 'teacher', options: { body: { id: 1, answer: '补码等于反码加一。' } } },
  teacherHomework: { who: 'teacher', options: { query: { courseId: 101 } } },
  // personal centre
  centerRegistrations: { who: 'student', options: { query: { pageNum: 1, pageSize: 10 } } },
  centerRegistrationCancel: { who: 'student', options: { query: { registrationId: 5 } } },
  centerMeetings: { who: 'student' },
  assistantHistory: { who: 'student', options: { query: { pageSize: 20 } } },
  // channel area and institution pages
  channelList: { who: 'none' },
  channelDetail: { who: 'none', options: { query: { channel: 'nourish' } } },
  channelNotices: { who: 'none', options: { query: { channel: 'nourish', pageNum: 2, pageSize: 10 } } },
  channelRankings: { who: 'none', options: { query: { channel: 'dase' } } },
  channelDataset: { who: 'none', options: { query: { product: 'fintech' } } },
  institutionDetail: { who: 'student', options: { query: { school: 'cs101' } } },
  // workshop (fixtures/seed/workshop.json: the student's environment 1 of project 202 is stopped)
  workshopProjects: { who: 'none', options: { query: { kind: 'training', keyword: '数据', pageSize: 10 } } },
  workshopProject: { who: 'none', options: { query: { projectId: 200 } } },
  workshopImages: { who: 'none', options: { query: { kind: 'jupyter' } } },
  workshopEnvList: { who: 'student' },
  workshopEnvCreate: { who: 'student', options: { query: { projectId: 200 } } },
  workshopEnvStart: { who: 'student', options: { query: { envId: 1 } } },
  workshopEnvStop: { who: 'student', options: { query: { envId: 1 } } },
  workshopEnvDelete: { who: 'student', options: { query: { envId: 1 } } },
  // code park (fixtures/seed/code-park.json, files in fixtures/code-park/)
  codeParkRepos: { who: 'none', options: { query: { courseId: 3 } } },
  codeParkTree: { who: 'none', options: { query: { repoId: 1, ref: 'main' } } },
  codeParkFile: { who: 'student', options: { query: { repoId: 1, path: 'src/stats.py' } } },
  codeParkCommits: { who: 'none', options: { query: { repoId: 1, pageNum: 2, pageSize: 10 } } },
  codeParkCommit: {
    who: 'none',
    options: { query: { repoId: 1, hash: '9d315a90327e3c24f3fa7eafced6d00ff6eb5229' } },
  },
  // competition (/2025; fixtures/seed/competition.json): 王老师 has no registration, so registers, then changes it
  competitionDetail: { who: 'none', options: { query: { key: '2025' } } },
  competitionRegistration: { who: 'student', options: { query: { key: '2025' } } },
  competitionRegister: { who: 'teacher', options: { query: { key: '2025' }, body: teacherTeam('园丁队') } },
  competitionRegistrationUpdate: {
    who: 'teacher',
    options: { query: { key: '2025' }, body: teacherTeam('园丁二队') },
  },
  // calibration field: questionSubmission reads the submission questionSubmit made just before
  questionSets: { who: 'student' },
  questionList: { who: 'student', options: { query: { pageSize: 50, type: 'python' } } },
  questionDetail: { who: 'none', options: { query: { questionId: 1 } } },
  questionSubmit: { who: 'student', options: { body: { questionId: 4, answer: 'A' } } },
  questionSubmission: { who: 'student', options: { query: { submissionId: 1 } } },
  questionSubmissions: { who: 'student', options: { query: { questionId: 4 } } },
  questionSqlSample: { who: 'none' },
};

describe('the contract', () => {
  it('has an example call for every endpoint', () => {
    expect(Object.keys(examples).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('every endpoint answers 20000 with data that parses against the contract', async () => {
    const api = startFakeApi();
    const tokens = { student: await api.login(), teacher: await api.login('teacher'), none: undefined };
    // Calls that need an earlier step get their inputs here.
    await api.call('POST', '/portal/reset/sendPhone', { query: { phone: '13600136000' } });
    examples.register.options = {
      query: { phone: '13600136000', code: api.lastCode('13600136000') ?? '', password: 'abc12345' },
    };
    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: '13900139000', field: 'phone' },
    });
    const phoneCode = api.lastCode('13900139000') ?? '';
    examples.checkPhoneCode.options = { query: { phone: '13900139000', code: phoneCode } };
    examples.resetByCode.options = {
      query: { identifier: '13900139000', code: phoneCode, username: 'teacher' },
    };
    await api.call('POST', '/portal/reset/sendCode', {
      query: { identifier: 'student@example.com', field: 'mail' },
    });
    examples.checkMailCode.options = {
      query: { mail: 'student@example.com', code: api.lastCode('student@example.com') ?? '' },
    };
    api.clock.advance(61_000); // past the resend interval, so the examples may send to the same addresses
    examples.ssoExchange.options = {
      query: { code: api.store.issueSsoCode(3, 'shuishan-portal', 'http://127.0.0.1:5173/') },
    };

    const order = (Object.keys(examples) as EndpointName[]).filter(
      (n) => n !== 'changePassword' && n !== 'resetByCode',
    );
    for (const name of [...order, 'resetByCode' as const, 'changePassword' as const]) {
      const def = endpoints[name];
      const example = examples[name];
      const res = await api.call(def.method, def.path, { ...example.options, token: tokens[example.who] });
      expect({ name, status: res.status, respCode: String(res.body.respCode) }).toEqual({
        name,
        status: 200,
        respCode: '20000',
      });
    }
  });

  it.each(Object.entries(endpoints).filter(([, e]) => e.access === 'user' || e.access === 'teacher'))(
    '%s answers HTTP 401 with a missing, unknown or expired token',
    async (_name, def) => {
      const api = startFakeApi();
      const expired = api.store.issueToken(1, 60).token;
      api.clock.advance(61_000);
      for (const token of [undefined, 'not-a-token', expired]) {
        const res = await api.call(def.method, def.path, { token });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ respCode: 40100, respMsg: '登录过期，请重新登录' });
      }
    },
  );

  it.each(Object.entries(endpoints).filter(([, e]) => e.access === 'teacher'))(
    '%s answers 403 to a student',
    async (_n, def) => {
      const api = startFakeApi();
      const res = await api.call(def.method, def.path, { token: await api.login() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ respCode: 40300, respMsg: '仅教师可以访问' });
    },
  );
});
