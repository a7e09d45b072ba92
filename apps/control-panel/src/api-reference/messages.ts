import { format, useI18n } from '../lib/i18n';

/**
 * The reference's own texts in the panel's two languages. The document itself (summaries, field notes)
 * is in English, as docs/api.md is; its Chinese parts are the backend's messages.
 */
const en = {
  loading: 'Loading the OpenAPI document…',
  loadFailed: 'The OpenAPI document did not load: {message}',
  retry: 'Try again',
  search: 'Search calls',
  searchPlaceholder: 'Path, summary or operation id',
  navigation: 'Calls of the API',
  overview: 'Overview',
  models: 'Models',
  noMatch: 'No call matches “{query}”.',
  operations: '{count} operations',
  download: 'Download the OpenAPI document',
  server: 'Server',
  authentication: 'Authentication',
  parameters: 'Parameters',
  requestBody: 'Request body',
  responses: 'Responses',
  example: 'Example request',
  copyCurl: 'Copy the curl command',
  name: 'Name',
  where: 'In',
  type: 'Type',
  description: 'Description',
  required: 'required',
  optional: 'optional',
  bodyOptional: 'optional body',
  extension: 'Extension: not in the spec',
  eachEvent: 'Each event (Server-Sent Events)',
  examples: 'Examples',
  headers: 'Headers',
  oneOf: 'one of',
  anyValue: 'any value',
  arrayOf: 'array of',
  mapOf: 'map of',
  fields: 'fields of {name}',
  noFields: 'no fields',
  noAuth: 'no token',
  'access.public': 'no token',
  'access.optional': 'token optional',
  'access.user': 'token required',
  'access.teacher': "teacher's token",
  model: 'Model {name}',
  usedFor: 'the fields of this model',
};

const zh: typeof en = {
  loading: '正在加载 OpenAPI 文档…',
  loadFailed: 'OpenAPI 文档加载失败：{message}',
  retry: '重试',
  search: '搜索接口',
  searchPlaceholder: '路径、摘要或 operationId',
  navigation: 'API 接口目录',
  overview: '概览',
  models: '数据模型',
  noMatch: '没有与“{query}”匹配的接口。',
  operations: '共 {count} 个接口',
  download: '下载 OpenAPI 文档',
  server: '服务器',
  authentication: '身份认证',
  parameters: '参数',
  requestBody: '请求体',
  responses: '响应',
  example: '请求示例',
  copyCurl: '复制 curl 命令',
  name: '名称',
  where: '位置',
  type: '类型',
  description: '说明',
  required: '必填',
  optional: '可选',
  bodyOptional: '请求体可省略',
  extension: '扩展接口：规范中没有',
  eachEvent: '每个事件（Server-Sent Events）',
  examples: '示例',
  headers: '响应头',
  oneOf: '以下之一',
  anyValue: '任意值',
  arrayOf: '数组，元素为',
  mapOf: '映射，值为',
  fields: '{name} 的字段',
  noFields: '没有字段',
  noAuth: '无需令牌',
  'access.public': '无需令牌',
  'access.optional': '令牌可选',
  'access.user': '需要令牌',
  'access.teacher': '需要教师令牌',
  model: '数据模型 {name}',
  usedFor: '该模型的字段',
};

export type ReferenceKey = keyof typeof en;

/** The reference's translate function, in the panel's current language. */
export function useReferenceT() {
  const { language } = useI18n();
  const dictionary = language === 'zh' ? zh : en;
  return (key: ReferenceKey, values?: Record<string, string | number>) => format(dictionary[key], values);
}
