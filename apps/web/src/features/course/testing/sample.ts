import type { CourseCard, CourseDetail, CourseList, Lesson } from '@shui/contract';

/** Course hall data for the unit tests, shaped by the contract's types. */

export const card = (courseId: number, over: Partial<CourseCard> = {}): CourseCard => ({
  courseId,
  courseName: `课程 ${courseId}`,
  cover: `/course-hall/covers/${courseId}.svg`,
  teacherName: '王老师',
  tag: 1,
  intro: '一门课程的简介。',
  studentCount: 30,
  lessonCount: 12,
  joined: false,
  teaching: false,
  ...over,
});

export const page = (list: CourseCard[], total = list.length, pageNum = 1, pageSize = 10): CourseList => ({
  list,
  total,
  pageNum,
  pageSize,
});

export const course = (over: Partial<CourseDetail> = {}): CourseDetail => ({
  ...card(101, { courseName: '计算机科学导论', tag: 3, studentCount: 2, lessonCount: 2 }),
  introHtml:
    '<p>课程<strong>简介</strong></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
  teacher: { id: 2, truename: '王老师', headImgUrl: '' },
  homeworkResNums: 1,
  videoResNums: 2,
  coursewareResNums: 1,
  testResNums: 1,
  practiceResNums: 0,
  programResNum: 0,
  otherResNums: 0,
  completion: { videoTimes: 2, examTimes: 1, homeworkTimes: 1 },
  progress: { videoTimes: 1, examTimes: 0, homeworkTimes: 1 },
  scoreStats: { maxScore: 30, minScore: 10, avgScore: 21.5, totalScore: 86 },
  teachClasses: [{ teachclassId: 7, name: '2025 秋季 1 班', teacherName: '王老师', studentCount: 40 }],
  favorite: false,
  teaching: false,
  chapters: [
    {
      chapterId: 1,
      title: '绪论',
      lessons: [
        {
          lessonId: 11,
          title: '1.1 什么是计算',
          resources: [
            { resourceId: 111, type: 2, title: '什么是计算（视频）', done: true },
            { resourceId: 112, type: 3, title: '第一讲课件', done: false },
          ],
        },
      ],
    },
    {
      chapterId: 2,
      title: '数据',
      lessons: [
        {
          lessonId: 21,
          title: '2.1 数据的表示',
          resources: [
            { resourceId: 211, type: 2, title: '数据的表示（视频）', done: false },
            { resourceId: 212, type: 1, title: '作业一', done: true },
            { resourceId: 213, type: 4, title: '随堂测验', done: false },
          ],
        },
      ],
    },
  ],
  ...over,
});

export const lesson = (over: Partial<Lesson> = {}): Lesson => ({
  lessonId: 21,
  title: '2.1 数据的表示',
  courseId: 101,
  courseName: '计算机科学导论',
  chapterTitle: '数据',
  favorite: false,
  resources: [
    {
      resourceId: 212,
      type: 1,
      title: '作业一',
      done: false,
      promptHtml: '<p>写一段<em>二进制</em>转换的说明。</p>',
      deadline: '2099-12-31 23:59:59',
      overdue: false,
      fileKinds: ['pdf', 'word', 'image'],
      submission: null,
    },
    {
      resourceId: 213,
      type: 4,
      title: '随堂测验',
      done: false,
      questions: [
        {
          questionId: 1,
          stem: '二进制 10 等于十进制几？',
          choice1: '1',
          choice2: '2',
          choice3: '3',
          choice4: '4',
        },
        { questionId: 2, stem: '一个字节有几位？', choice1: '4', choice2: '8', choice3: '16', choice4: '32' },
      ],
      attempt: null,
    },
  ],
  ...over,
});
