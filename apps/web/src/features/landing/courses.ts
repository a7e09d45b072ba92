/**
 * The course pages the landing page's three cards open in a new tab.
 *
 * TO CONFIRM WITH THE CONTENT TEAM before release: these are not confirmed course addresses. They are
 * the portal's own pages for the courses the spec names (the new-student computer course /cs101, the
 * machine-learning coursework /workshop/content?id=200, the Python and SQL practice of the calibration
 * field), on the production host. Replace them with the course pages the content team chooses.
 */
export const LANDING_COURSE_URLS = {
  computing: 'https://www.shuishan.net.cn/cs101',
  machineLearning: 'https://www.shuishan.net.cn/workshop/content?id=200',
  pythonSql: 'https://www.shuishan.net.cn/question/calibrationField',
} as const;

export type LandingCourse = keyof typeof LANDING_COURSE_URLS;
