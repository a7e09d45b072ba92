/**
 * The paths of the extensions: calls the spec does not list (course hall, personal centre, channel,
 * practice, workshop...), designed here in the backend's habits (the envelope, respCode, the
 * `/portal/`, `/resource/` and `/teacher/` prefixes, query parameters rather than path parameters).
 * This is the one place they are written: a team that learns the real backend's path of one changes it
 * here, and the portal, the fake API, the tests and docs/api.md follow. Each endpoint of the contract
 * marked `extension: true` takes its path from this table, and every path here belongs to one
 * (packages/contract/test/extensions.test.ts).
 */
export const extensionPaths = {
  // personal centre (packages/contract/src/center-endpoints.ts)
  centerRegistrations: '/portal/center/registrations',
  centerRegistrationCancel: '/portal/center/registration/cancel',
  centerMeetings: '/portal/center/meetings',
  assistantHistory: '/portal/assistant/history',
  // course domain (packages/contract/src/course-endpoints.ts)
  courseList: '/portal/course/list',
  courseSchool: '/portal/course/school',
  programDetail: '/portal/program/detail',
  collegeDetail: '/portal/program/college',
  courseDetail: '/portal/course/detail',
  courseJoin: '/portal/course/join',
  courseLeave: '/portal/course/leave',
  lessonDetail: '/portal/course/lesson',
  lessonBrief: '/portal/course/lesson/brief',
  lessonProgress: '/resource/lesson/progress',
  homeworkSubmit: '/resource/homework/submit',
  testSubmit: '/portal/course/test/submit',
  myCourses: '/portal/course/mine',
  learningResults: '/portal/course/results',
  knowledgePoints: '/portal/course/knowledge',
  favoriteList: '/portal/favorite/list',
  favoriteAdd: '/portal/favorite/add',
  favoriteRemove: '/portal/favorite/remove',
  myQuestions: '/portal/course/qa',
  askQuestion: '/portal/course/qa/ask',
  answerQuestion: '/teacher/teacher_admin/question/student/answer',
  teacherHomework: '/teacher/course/homework',
  // calibration field: question bank and judge (packages/contract/src/question-endpoints.ts)
  questionSets: '/portal/question/sets',
  questionList: '/portal/question/list',
  /** Personal centre entry j: the bank with the caller's standing. */
  challengeQuestions: '/portal/question/challenge',
  questionDetail: '/portal/question/detail',
  questionSubmit: '/portal/question/submit',
  questionSubmission: '/portal/question/submission',
  questionSubmissions: '/portal/question/submissions',
  questionSqlSample: '/portal/question/sql/sample',
  // teacher view (packages/contract/src/teacher-endpoints.ts)
  teacherCourses: '/teacher/course/list',
  dailyLiveness: '/teacher/course/liveness/daily',
  scoreDistribution: '/teacher/course/score/distribution',
  // channel area and institution pages (packages/contract/src/channel-endpoints.ts)
  channelList: '/portal/channel/list',
  channelDetail: '/portal/channel/detail',
  channelNotices: '/portal/channel/notices',
  channelRankings: '/portal/channel/rankings',
  channelDataset: '/portal/channel/dataset',
  institutionDetail: '/portal/institution/detail',
  // workshop (packages/contract/src/workshop-endpoints.ts)
  workshopProjects: '/portal/workshop/projects',
  workshopProject: '/portal/workshop/project',
  workshopImages: '/portal/workshop/images',
  workshopEnvList: '/portal/workshop/env/list',
  workshopEnvCreate: '/portal/workshop/env/create',
  workshopEnvStart: '/portal/workshop/env/start',
  workshopEnvStop: '/portal/workshop/env/stop',
  workshopEnvDelete: '/portal/workshop/env/delete',
  // competition (/2025) (packages/contract/src/competition-endpoints.ts)
  competitionDetail: '/portal/competition/detail',
  competitionRegistration: '/portal/competition/registration',
  competitionRegister: '/portal/competition/register',
  competitionRegistrationUpdate: '/portal/competition/registration/update',
  // code park (packages/contract/src/code-park-endpoints.ts)
  codeParkRepos: '/portal/codepark/repos',
  codeParkTree: '/portal/codepark/tree',
  codeParkFile: '/portal/codepark/file',
  codeParkCommits: '/portal/codepark/commits',
  codeParkCommit: '/portal/codepark/commit',
} as const satisfies Record<string, `/${string}`>;

export type ExtensionPathName = keyof typeof extensionPaths;
