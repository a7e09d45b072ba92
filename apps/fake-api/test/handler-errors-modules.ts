import { endpoints, type EndpointName } from '@shui/contract';
import {
  studentTeam,
  closeCompetition,
  createdEnvironment,
  quotaTaken,
  othersCourse,
  resourceIn,
  homeworkWithText,
} from './handler-errors-setup';
import { tokenOf, type Example } from './error-examples';
import { PNG } from './harness';

/** What the handlers of the modules' calls add (channel, workshop, code park, competition, centre, course, practice). */
export const moduleHandlerErrors: { [N in EndpointName]?: Example[] } = {
  // channel area and institution pages: keys the seed does not have
  channelDetail: [{ code: 'notFound', options: { query: { channel: 'no-such-channel' } } }],
  channelNotices: [{ code: 'notFound', options: { query: { channel: 'no-such-channel' } } }],
  channelRankings: [{ code: 'notFound', options: { query: { channel: 'no-such-channel' } } }],
  channelDataset: [{ code: 'notFound', options: { query: { product: 'no-such-product' } } }],
  institutionDetail: [{ code: 'notFound', options: { query: { school: 'mit' } } }],
  // workshop: environment 1 (project 202) is the student's, stopped
  workshopProject: [{ code: 'notFound', options: { query: { projectId: 999 } } }],
  workshopEnvCreate: [
    { code: 'notFound', options: { query: { projectId: 999 } } },
    { code: 'conflict', options: { query: { projectId: 202 } } },
    { code: 'quotaExceeded', options: async (api) => (await quotaTaken(api), { query: { projectId: 201 } }) },
  ],
  workshopEnvStart: [
    { code: 'notFound', options: { query: { envId: 999 } } },
    { code: 'notFound', who: 'teacher', options: { query: { envId: 1 } } },
    {
      code: 'conflict',
      options: async (api) => ({ query: { envId: await createdEnvironment(api, 200) } }),
    },
    { code: 'quotaExceeded', options: async (api) => (await quotaTaken(api), { query: { envId: 1 } }) },
  ],
  workshopEnvStop: [
    { code: 'notFound', options: { query: { envId: 999 } } },
    { code: 'conflict', options: { query: { envId: 1 } } },
  ],
  workshopEnvDelete: [{ code: 'notFound', options: { query: { envId: 999 } } }],
  // code park: ids, branches and paths the seed does not have
  codeParkRepos: [{ code: 'notFound', options: { query: { courseId: 9999 } } }],
  codeParkTree: [
    { code: 'notFound', options: { query: { repoId: 999 } } },
    { code: 'notFound', options: { query: { repoId: 1, ref: 'develop' } } },
  ],
  codeParkFile: [
    { code: 'notFound', options: { query: { repoId: 999, path: 'README.md' } } },
    { code: 'notFound', options: { query: { repoId: 1, path: 'README.md', ref: 'develop' } } },
    { code: 'notFound', options: { query: { repoId: 1, path: 'src/missing.py' } } },
    { code: 'notFound', options: { query: { repoId: 1, path: 'src' } } },
    { code: 'badRequest', options: { query: { repoId: 1, path: '../sql-exercises/schema.sql' } } },
  ],
  codeParkCommits: [
    { code: 'notFound', options: { query: { repoId: 999 } } },
    { code: 'notFound', options: { query: { repoId: 1, ref: 'develop' } } },
  ],
  codeParkCommit: [
    {
      code: 'notFound',
      options: { query: { repoId: 999, hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923' } },
    },
    {
      code: 'notFound',
      options: { query: { repoId: 1, hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923', ref: 'develop' } },
    },
    // A commit of another repository is not this one's.
    { code: 'notFound', options: { query: { repoId: 2, hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923' } } },
    { code: 'badRequest', options: { query: { repoId: 1, hash: 'c9dd1dd7' } } },
  ],
  // competition (/2025): 王老师 (teacher) has no registration, the student has 数据漫游者
  competitionDetail: [{ code: 'notFound', options: { query: { key: '2099' } } }],
  competitionRegistration: [{ code: 'notFound', options: { query: { key: '2099' } } }],
  competitionRegister: [
    { code: 'badRequest', options: { query: { key: '2025' } } },
    { code: 'badRequest', options: { query: { key: '2025' }, body: studentTeam({ phone: '123' }) } },
    { code: 'notFound', options: { query: { key: '2099' }, body: studentTeam() } },
    {
      code: 'badRequest',
      options: (api) => (closeCompetition(api), { query: { key: '2025' }, body: studentTeam() }),
    },
    { code: 'conflict', options: { query: { key: '2025' }, body: studentTeam() } },
    {
      code: 'badRequest',
      who: 'teacher',
      options: { query: { key: '2025' }, body: studentTeam({ track: 'robotics' }) },
    },
    { code: 'badRequest', who: 'teacher', options: { query: { key: '2025' }, body: studentTeam() } },
    {
      code: 'conflict',
      who: 'teacher',
      options: {
        query: { key: '2025' },
        body: studentTeam({ members: [{ name: '王老师', role: 'leader' }] }),
      },
    },
  ],
  competitionRegistrationUpdate: [
    { code: 'badRequest', options: { query: { key: '2025' } } },
    { code: 'badRequest', options: { query: { key: '2025' }, body: studentTeam({ members: [] }) } },
    { code: 'notFound', options: { query: { key: '2099' }, body: studentTeam() } },
    {
      code: 'badRequest',
      options: (api) => (closeCompetition(api), { query: { key: '2025' }, body: studentTeam() }),
    },
    { code: 'notFound', who: 'teacher', options: { query: { key: '2025' }, body: studentTeam() } },
    { code: 'badRequest', options: { query: { key: '2025' }, body: studentTeam({ track: 'robotics' }) } },
    {
      code: 'badRequest',
      options: {
        query: { key: '2025' },
        body: studentTeam({ members: [{ name: '王老师', role: 'leader' }] }),
      },
    },
    {
      code: 'conflict',
      options: { query: { key: '2025' }, body: studentTeam({ teamName: 'Data Wizards' }) },
    },
  ],
  // personal centre (fixtures/seed/center.json: registration 5 is open, 4 cancelled, 3's sign-up closed,
  // 6 someone else's)
  centerRegistrationCancel: [
    { code: 'notFound', options: { query: { registrationId: 999 } } },
    { code: 'notFound', options: { query: { registrationId: 6 } } },
    { code: 'conflict', options: { query: { registrationId: 4 } } },
    { code: 'badRequest', options: { query: { registrationId: 3 } } },
  ],
  // course domain
  programDetail: [{ code: 'notFound', options: { query: { programId: 99 } } }],
  collegeDetail: [{ code: 'notFound', options: { query: { collegeId: 99 } } }],
  courseDetail: [{ code: 'notFound', options: { query: { courseId: 9999 } } }],
  courseJoin: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'conflict', options: { query: { courseId: 101 } } },
    { code: 'conflict', who: 'teacher', options: { query: { courseId: 101 } } },
  ],
  courseLeave: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'badRequest', options: { query: { courseId: 103 } } },
  ],
  lessonDetail: [
    { code: 'notFound', options: { query: { lessonId: 9999 } } },
    {
      code: 'forbidden',
      options: (api) => ({
        query: { lessonId: api.store.data.lessons.find((l) => l.courseId === 103)?.lessonId ?? 0 },
      }),
    },
  ],
  lessonProgress: [
    { code: 'notFound', options: { body: { resourceId: 9999 } } },
    { code: 'forbidden', options: (api) => ({ body: { resourceId: resourceIn(api, 103, 2) } }) },
    { code: 'badRequest', options: { body: { resourceId: 4 } } },
  ],
  homeworkSubmit: [
    { code: 'notFound', options: { query: { resourceId: 9999 }, file: { name: 'a.png', bytes: PNG } } },
    {
      code: 'forbidden',
      options: (api) => ({
        query: { resourceId: resourceIn(api, 103, 1) },
        file: { name: 'a.png', bytes: PNG },
      }),
    },
    { code: 'badRequest', options: { query: { resourceId: 1 }, file: { name: 'a.png', bytes: PNG } } },
    { code: 'badRequest', options: { query: { resourceId: 4 } } },
    {
      code: 'fileTypeNotAllowed',
      options: { query: { resourceId: 4 }, file: { name: 'script.exe', bytes: Buffer.from('echo hi') } },
    },
    {
      code: 'fileTypeNotAllowed',
      options: { query: { resourceId: 4 }, file: { name: 'a.pdf', bytes: Buffer.from([0, 1, 2, 3]) } },
    },
    { code: 'badRequest', options: { query: { resourceId: 4 }, raw: homeworkWithText(2001) } },
  ],
  lessonBrief: [{ code: 'notFound', options: { query: { lessonId: 9999 } } }],
  myQuestions: [{ code: 'notFound', options: { query: { courseId: 9999 } } }],
  askQuestion: [
    { code: 'badRequest', options: { query: { courseId: 101 } } },
    { code: 'notFound', options: { query: { courseId: 9999 }, body: { question: '在吗？' } } },
    { code: 'forbidden', options: { query: { courseId: 103 }, body: { question: '在吗？' } } },
  ],
  answerQuestion: [
    { code: 'notFound', options: { body: { id: 9999, answer: '好的' } } },
    {
      code: 'forbidden',
      options: (api) => {
        const courseId = othersCourse(api);
        api.store.data.studentQa.push({
          id: 9001,
          userId: 1,
          courseId,
          question: '别的老师的课',
          answer: null,
          createTime: '2026-01-01 10:00:00',
        });
        return { body: { id: 9001, answer: '好的' } };
      },
    },
  ],
  teacherHomework: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'forbidden', options: (api) => ({ query: { courseId: othersCourse(api) } }) },
  ],
  testSubmit: [
    { code: 'notFound', options: { body: { resourceId: 9999, answers: {} } } },
    {
      code: 'forbidden',
      options: (api) => ({ body: { resourceId: resourceIn(api, 103, 4), answers: {} } }),
    },
    { code: 'badRequest', options: { body: { resourceId: 1, answers: {} } } },
    { code: 'badRequest', options: { body: { resourceId: 5, answers: { '999': 'A' } } } },
  ],
  knowledgePoints: [
    { code: 'notFound', options: { query: { courseId: 9999 } } },
    { code: 'forbidden', options: { query: { courseId: 103 } } },
  ],
  favoriteAdd: [
    { code: 'notFound', options: { query: { targetType: 'course', targetId: 9999 } } },
    { code: 'notFound', options: { query: { targetType: 'lesson', targetId: 9999 } } },
  ],
  favoriteRemove: [{ code: 'notFound', options: { query: { targetType: 'course', targetId: 101 } } }],
  assistantQa: [
    {
      code: 'forbidden',
      options: (api) => (api.store.updateSettings({ examPeriod: true }), { body: { type: 1, key: '补码' } }),
    },
  ],
  questionList: [{ code: 'badRequest', who: 'none', options: { query: { status: 'solved' } } }],
  questionDetail: [{ code: 'notFound', options: { query: { questionId: 9999 } } }],
  questionSubmit: [
    { code: 'notFound', options: { body: { questionId: 9999, answer: 'A' } } },
    { code: 'badRequest', options: { body: { questionId: 4 } } },
    { code: 'badRequest', options: { body: { questionId: 1, code: '  \n ' } } },
    { code: 'badRequest', options: { body: { questionId: 4, answer: 'E' } } },
    {
      code: 'tooManyRequests',
      options: async (api) => {
        api.store.updateSettings({ judgeDelayMs: 60_000 });
        const token = tokenOf(api, 'student');
        for (let i = 0; i < 2; i += 1)
          await api.call('POST', endpoints.questionSubmit.path, {
            token,
            body: { questionId: 24, code: 'SELECT 1' },
          });
        return { body: { questionId: 24, code: 'SELECT 1' } };
      },
    },
    {
      code: 'unavailable',
      options: (api) => (
        api.store.updateSettings({ judgeAvailable: false }),
        { body: { questionId: 1, code: 'print(1)' } }
      ),
    },
  ],
  questionSubmission: [{ code: 'notFound', options: { query: { submissionId: 9999 } } }],
  questionSubmissions: [{ code: 'notFound', options: { query: { questionId: 9999 } } }],
};
