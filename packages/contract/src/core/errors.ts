/**
 * The error catalogue of spec section 8 as data: what triggers each row, and what the user then sees.
 * `key` is the portal's i18n key (`namespace:key`; an HTTP row shows respMsg first); `zh` is the Chinese text (verbatim where the spec
 * gives it in Chinese, translated here where the spec gives only its meaning).
 */
export type Presentation =
  | 'toast'
  | 'modal'
  | 'message'
  | 'alert'
  | 'fallback'
  | 'log-only'
  | 'page'
  /** A progress indicator in the page that lasts while something takes long. */
  | 'progress';

export interface CatalogueRow {
  id: string;
  trigger: string;
  presentation: Presentation;
  key?: string;
  zh?: string;
}

export const errorCatalogue = [
  {
    id: 'business-error',
    trigger: 'respCode (default 20000) not starting with 200',
    presentation: 'toast',
    key: 'errors:requestFailed',
    zh: '请求异常',
  },
  {
    id: 'http-status-text',
    trigger: 'a non-200 HTTP status',
    presentation: 'toast',
    key: 'errors:status.<code>',
  },
  {
    id: 'session-expired',
    trigger: 'HTTP 401 on a call that does not opt out',
    presentation: 'modal',
    key: 'errors:sessionExpired.content',
    zh: '登录过期，请重新登录',
  },
  {
    id: 'user-info-expired',
    trigger: 'HTTP 401 on GET /sys/users/current at page load',
    presentation: 'message',
    key: 'errors:userInfoExpired',
    zh: '登录已过期，请重新登录',
  },
  { id: 'http-400', trigger: 'HTTP 400', presentation: 'toast', key: 'errors:status.<code>' },
  { id: 'http-403', trigger: 'HTTP 403', presentation: 'toast', key: 'errors:status.<code>' },
  { id: 'http-404', trigger: 'HTTP 404', presentation: 'toast', key: 'errors:status.<code>' },
  { id: 'http-500', trigger: 'HTTP 500', presentation: 'toast', key: 'errors:status.<code>' },
  { id: 'http-502', trigger: 'HTTP 502', presentation: 'toast', key: 'errors:status.<code>' },
  {
    id: 'other-failure',
    trigger: 'any other failure (other status, network down)',
    presentation: 'toast',
    key: 'errors:unknown',
    zh: '未知错误',
  },
  { id: 'notifications-failed', trigger: 'GET /resource/message fails', presentation: 'log-only' },
  { id: 'mark-read-failed', trigger: 'POST /resource/message/marked fails', presentation: 'log-only' },
  {
    id: 'organisation-failed',
    trigger: 'GET /portal/current_company fails',
    presentation: 'fallback',
    key: 'common:header.noneYet',
    zh: '暂无',
  },
  { id: 'organisations-failed', trigger: 'GET /portal/companies fails', presentation: 'fallback' },
  {
    id: 'assistant-exam',
    trigger: "exam-period check answers other than 'true'",
    presentation: 'message',
    key: 'assistant.pausedForExams',
    zh: '考试期间智能助手暂停使用',
  },
  {
    id: 'assistant-logged-out',
    trigger: 'assistant opened without a token',
    presentation: 'message',
    key: 'assistant.loginFirst',
    zh: '请先登录',
  },
  {
    id: 'org-switch-logged-out',
    trigger: 'organisation dropdown clicked without a token',
    presentation: 'alert',
    key: 'common:header.loginToSwitch',
    zh: '请登录后再切换组织',
  },
  { id: 'unknown-route', trigger: 'a path no route matches', presentation: 'page' },
  {
    id: 'send-code-failed',
    trigger: 'send-code call fails',
    presentation: 'message',
    key: 'reset-password:sendFailed',
    zh: '发送失败',
  },
  {
    id: 'send-code-no-mail-user',
    trigger: 'send-code by mail fails with a missing-parameter message',
    presentation: 'message',
    key: 'reset-password:noMailUser',
    zh: '该邮箱未匹配到用户，请尝试手机号找回或联系管理员绑定邮箱',
  },
  {
    id: 'send-code-no-phone-user',
    trigger: 'send-code by phone fails with a missing-parameter message',
    presentation: 'message',
    key: 'reset-password:noPhoneUser',
    zh: '该手机号未匹配到用户，请尝试邮箱找回或联系管理员绑定手机号',
  },
  // the workshop's environments (not in section 8: an addition, docs/decisions.md 41)
  {
    id: 'environment-start-failed',
    trigger: 'a workshop environment fails to start (state failed)',
    presentation: 'alert',
    key: 'workshop:env.failed',
    zh: '环境启动失败',
  },
  {
    id: 'environment-slow-start',
    trigger: 'a workshop environment takes long to start (state starting)',
    presentation: 'progress',
    key: 'workshop:env.starting',
    zh: '环境启动中，请稍候…',
  },
  {
    id: 'environment-quota',
    trigger: 'POST /portal/workshop/env/create or /env/start answers 409 / 40901 (quota)',
    presentation: 'alert',
    key: 'workshop:env.quotaHint',
    zh: '同时运行的环境最多 {{quota}} 个，请在「我的环境」中停止一个后再启动',
  },
  // the calibration field's judge (not in section 8: an addition, docs/decisions.md 42)
  {
    id: 'judge-down',
    trigger: 'POST /portal/question/submit of code answers 503 / 50300 (setting judgeAvailable false)',
    presentation: 'alert',
    key: 'practice:judge.down',
    zh: '判题服务暂不可用，请稍后再提交',
  },
  {
    id: 'judge-slow',
    trigger: 'a submission stays `judging` while the page polls it (setting judgeDelayMs)',
    presentation: 'progress',
    key: 'practice:judge.judging',
    zh: '判题中…',
  },
] as const satisfies readonly CatalogueRow[];

/** The 401 modal of section 8, verbatim. */
export const sessionExpiredModal = {
  title: '系统提示',
  content: '登录过期，请重新登录',
  okText: '重新登录',
} as const;

/** A send-code failure whose message matches this means "no account matches" (section 8). */
export const MISSING_PARAMETER_PATTERN =
  /required .*parameter .*(is not present|is missing)|参数.*(缺失|不存在)/i;

/**
 * respMsg texts of the fake API, in Chinese like the real backend. Where section 8 names a success
 * message, the zh text here is that message.
 */
export const serverMessages = {
  ok: '操作成功',
  loginOk: '登录成功',
  wrongCredentials: '用户名或密码错误',
  codeSent: '验证码发送成功',
  codeTooFrequent: '验证码发送过于频繁，请60秒后再试',
  codeInvalid: '验证码错误或已失效',
  verified: '验证成功',
  registered: '注册成功',
  phoneRegistered: '该手机号已注册',
  passwordFormat: '请确认密码格式',
  phoneFormat: '请输入正确的手机号码',
  mailFormat: '请输入正确的邮箱格式',
  resetOk: '密码重置成功，密码已重置为账号名，请使用账号名登录',
  passwordChanged: '密码修改成功',
  oldPasswordWrong: '原密码错误',
  feedbackOk: '反馈已收到，请等待邮件回复',
  uploadOk: '上传成功',
  notImage: '只能上传图片文件',
  tooLarge: '上传图片不能超过5MB',
  onlyOneImage: '只能上传1张图片',
  fileMissing: '请选择要上传的图片',
  unauthorized: '登录过期，请重新登录',
  forbidden: '没有权限访问',
  teacherOnly: '仅教师可以访问',
  notFound: '请求的资源不存在',
  notMember: '您不属于该组织',
  badJson: '请求体不是合法的 JSON',
  bodyTooLarge: '请求体过大',
  badRequest: '请求参数错误',
  internal: '服务器内部错误',
  authCodeInvalid: '授权码无效或已使用',
  checkClosed: '签到已结束或尚未开始',
  alreadyChecked: '已签到',
  notOwnMessages: '只能查看自己的消息',
  unknownClient: '未知的客户端',
  usernameTaken: '用户名已存在',
  userNotFound: '用户不存在',
  organisationNotFound: '组织不存在',
  checkItemNotFound: '签到不存在',
  assistantPaused: '考试期间智能助手暂停使用',
  accountMismatch: '账号与手机号或邮箱不匹配',
  noFileAccepted: '该接口不接受文件',
  badMultipart: 'multipart 表单格式错误',
} as const;

/** The Spring-style text the backend answers when a required query parameter is missing. */
export const missingParameterMessage = (name: string): string =>
  `Required String parameter '${name}' is not present`;
