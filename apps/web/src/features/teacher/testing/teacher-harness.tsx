import { endpoints } from '@shui/contract';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { failure, ok, stubBackend, type Recorded, type Reply } from '../../../lib/testing/stub-backend';
import TeacherRoute from '../teacher-route';

export { modal, toast } from '../../../lib/testing/page-suite';
export { ok } from '../../../lib/testing/stub-backend';

/** What the teacher view's tests share: answers in the contract's shapes, the page in a router, set-up. */

export const courses = [
  { courseId: 101, courseName: '计算机科学导论', studentCount: 24 },
  { courseId: 102, courseName: '数据库系统', studentCount: 16 },
];

const day = (date: string, activeStudents: number) => ({ date, activeStudents, actions: activeStudents * 3 });
export const daily = (courseId: number) => ({
  courseId,
  courseName: courses.find((c) => c.courseId === courseId)!.courseName,
  studentCount: 24,
  activeStudents: courseId === 101 ? 18 : 0,
  liveness: courseId === 101 ? 0.75 : 0,
  days:
    courseId === 101
      ? [day('2026-11-23', 9), day('2026-11-24', 12), day('2026-11-25', 7)]
      : [day('2026-11-23', 0), day('2026-11-24', 0), day('2026-11-25', 0)],
});

export const distribution = (courseId: number) => ({
  courseId,
  courseName: courses.find((c) => c.courseId === courseId)!.courseName,
  studentCount: 24,
  scoredCount: 10,
  avgScore: 76.5,
  maxScore: 98,
  minScore: 52,
  bands: [
    { min: 0, max: 59, count: 1 },
    { min: 60, max: 69, count: 2 },
    { min: 70, max: 79, count: 4 },
    { min: 80, max: 89, count: 2 },
    { min: 90, max: 100, count: 1 },
  ],
});

export const questions = [
  {
    id: 1,
    studentName: '李同学',
    courseId: 101,
    question: '第三章习题 2 中的补码怎么计算？',
    answer: null,
    createTime: '2026-11-25 09:30:00',
  },
  {
    id: 2,
    studentName: '张合作',
    courseId: 101,
    question: '作业可以延期提交吗？',
    answer: '可以，请在截止后 24 小时内提交。',
    createTime: '2026-11-20 10:00:00',
  },
  {
    id: 3,
    studentName: '陈思远',
    courseId: 102,
    question: '第二范式和第三范式的区别能再举个例子吗？',
    answer: null,
    createTime: '2026-11-24 08:00:00',
  },
];

/** Course 101's homework: the first was due a week ago, one of its two submissions came late. */
export const homework = (courseId: number) =>
  courseId === 101
    ? [
        {
          resourceId: 4,
          title: '作业：信息的表示',
          lessonId: 2,
          lessonTitle: '1.2 信息的表示',
          deadline: '2026-11-18 23:59:59',
          fileKinds: ['pdf', 'word', 'image'],
          studentCount: 24,
          submissions: [
            {
              userId: 1,
              studentName: '李同学',
              userNumber: null,
              fileName: '补码.pdf',
              fileUrl: '/course-files/homework/homework-1.pdf',
              text: '',
              submitTime: '2026-11-25 10:00:00',
              late: true,
            },
            {
              userId: 3,
              studentName: '张合作',
              userNumber: '10215501001',
              fileName: '信息的表示.docx',
              fileUrl: '/course-files/homework/homework-2.docx',
              text: '见附件',
              submitTime: '2026-11-17 20:00:00',
              late: false,
            },
          ],
        },
        {
          resourceId: 9,
          title: '作业：计算机组成',
          lessonId: 4,
          lessonTitle: '2.2 指令的执行过程',
          deadline: '2026-12-02 23:59:59',
          fileKinds: ['pdf', 'word', 'image'],
          studentCount: 24,
          submissions: [],
        },
      ]
    : [];

/** A teacher's answers to every call of the page; `overrides` replace some by "METHOD /path". */
export function teacherBackend(overrides: Record<string, Reply> = {}): Recorded[] {
  const courseOf = (r: Recorded) => Number(r.search.get('courseId'));
  return stubBackend({
    [`GET ${endpoints.teacherCourses.path}`]: ok(courses),
    [`GET ${endpoints.liveness.path}`]: ok({
      courseCount: 2,
      studentCount: 30,
      activeStudents: 21,
      liveness: 0.7,
    }),
    [`GET ${endpoints.averageScore.path}`]: ok({
      maxScore: 99,
      minScore: 41,
      avgScore: 78.26,
      totalScore: 4696,
    }),
    [`GET ${endpoints.studentQa.path}`]: ok(questions),
    [`GET ${endpoints.dailyLiveness.path}`]: (r) => ok(daily(courseOf(r))),
    [`GET ${endpoints.scoreDistribution.path}`]: (r) => ok(distribution(courseOf(r))),
    [`GET ${endpoints.teacherHomework.path}`]: (r) => ok(homework(courseOf(r))),
    ...overrides,
  });
}

/** The answer a student gets from a teacher call. */
export const teacherOnly = failure(403, 40300, '仅教师可以访问');
export const serverError = failure(500, 50000, '服务器内部错误');

export const renderTeacher = (entry = '/teacher') =>
  renderRoutes(
    [
      { path: '/teacher', element: <TeacherRoute /> },
      { path: '/home', element: <p>首页内容</p> },
    ],
    entry,
  );

/** The suite's set-up (lib/testing/page-suite): a logged-in user. */
export const setUpTeacherSuite = () => setUpPageSuite({ namespaces: 'teacher', loggedIn: true });
