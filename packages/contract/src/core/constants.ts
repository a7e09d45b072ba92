/** Business constants and limits of spec section 9. */
export const limits = {
  codeCountdownSeconds: 60,
  codeLength: 6,
  phoneLength: 11,
  mailMaxLength: 30,
  loginFieldMaxLength: 32,
  passwordMinLength: 8,
  passwordMaxLength: 20,
  feedbackImageMaxBytes: 5 * 1024 * 1024,
  feedbackImageMaxFiles: 1,
  ssoStateDigits: 8,
} as const;

/** The cookie that holds the bearer token. */
export const TOKEN_COOKIE = 'Shui-Token';

/** Time patterns (dayjs tokens): relative-time fallback and the default pattern. */
export const timeFormats = {
  relativeFallback: 'YYYY-MM-DD HH:mm',
  default: 'YYYY-MM-DD HH:mm:ss',
} as const;

export const languages = [
  { locale: 'zh', name: '中文', flag: 'cn' },
  { locale: 'en', name: 'English', flag: 'en' },
  { locale: 'it', name: 'Italiano', flag: 'it' },
  { locale: 'fr', name: 'Français', flag: 'fr' },
  { locale: 'es', name: 'Español', flag: 'es' },
] as const;
export type Locale = (typeof languages)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'zh';

/**
 * Feedback categories and sub-types (section 9). `value` is what is sent in `feedtype` (Chinese, as the
 * backend stores it); `key` is the i18n key suffix. Sub-types are appended comma-separated.
 */
export const feedbackCategories = [
  {
    key: 'account',
    value: '登录/注册',
    subTypes: [
      { key: 'loginProblem', value: '登录问题' },
      { key: 'forgotPassword', value: '忘记密码' },
      { key: 'registerProblem', value: '注册问题' },
    ],
  },
  {
    key: 'classroom',
    value: '课堂',
    subTypes: [
      { key: 'videoPlayback', value: '视频播放' },
      { key: 'courseware', value: '课件' },
      { key: 'homework', value: '作业' },
    ],
  },
  {
    key: 'workshop',
    value: '实训',
    subTypes: [
      { key: 'server', value: '服务器' },
      { key: 'running', value: '运行' },
      { key: 'other', value: '其他' },
    ],
  },
  {
    key: 'judge',
    value: '评测场',
    subTypes: [
      { key: 'judgeLogin', value: '评测登录' },
      { key: 'codeSubmit', value: '代码提交' },
      { key: 'other', value: '其他' },
    ],
  },
  { key: 'other', value: '其他问题或建议', subTypes: [] },
] as const;

/** Course resource types (value -> label key), section 3. */
export const courseResourceTypes = {
  1: 'homework',
  2: 'video',
  3: 'courseware',
  4: 'test',
  5: 'training',
  6: 'other',
  7: 'programming',
  8: 'codeRepository',
  9: 'courseAssessment',
  11: 'flashcardDraw',
} as const;

/** Course tag types, section 3. */
export const courseTagTypes = {
  1: 'requiredProfessional',
  2: 'requiredPublic',
  3: 'featured',
  4: 'bookCompanion',
} as const;

/** Choice question options A-D map to the fields choice1-choice4. */
export const choiceOptionFields = { A: 'choice1', B: 'choice2', C: 'choice3', D: 'choice4' } as const;

/** The course whose page has its own assistant (section 9). Chosen id; see docs/api.md. */
export const CS101_COURSE_ID = 101;

/** The fixed courseId the header's Code park link opens with (section 2). Chosen; see docs/api.md. */
export const CODE_PARK_COURSE_ID = 3;

/** Training page id of the machine-learning coursework entry (section 2). */
export const ML_WORKSHOP_ID = 200;

/** Organisation name the backend answers for a visitor; treated as "none yet". */
export const VISITOR_COMPANY = 'visitor';

/** The service name whose ticket the smart assistant needs. */
export const ASSISTANT_SERVICE = 'gpt_assistant';
