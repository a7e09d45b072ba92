import { z } from 'zod';
import { courseResourceTypes, courseTagTypes } from '../core/constants';

/**
 * The course domain (course hall, lessons, personal centre): extensions designed in the backend's habits
 * (camelCase, numeric ids, times as `yyyy-MM-dd HH:mm:ss`). The value tables of spec section 3 are
 * `courseResourceTypes` and `courseTagTypes` in constants.ts; the zh labels are here.
 */

/** Course tag (section 3): 1 required professional, 2 required public, 3 featured, 4 book companion. */
export const courseTagSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CourseTag = z.infer<typeof courseTagSchema>;
export const courseTagValues = Object.keys(courseTagTypes).map(Number) as CourseTag[];
/** The backend's zh label of each tag. */
export const courseTagLabels = {
  1: '专业必修课',
  2: '公共必修课',
  3: '精品课',
  4: '配套教材课',
} as const satisfies Record<CourseTag, string>;

/** Course resource type (section 3): 1 homework ... 11 flashcard draw (there is no 10). */
export const courseResourceTypeSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
  z.literal(8),
  z.literal(9),
  z.literal(11),
]);
export type CourseResourceType = z.infer<typeof courseResourceTypeSchema>;
export const courseResourceTypeValues = Object.keys(courseResourceTypes).map(Number) as CourseResourceType[];
/** The backend's zh label of each resource type. */
export const courseResourceTypeLabels = {
  1: '作业',
  2: '视频',
  3: '课件',
  4: '测试',
  5: '实训',
  6: '其他',
  7: '编程',
  8: '代码仓库',
  9: '课程考核',
  11: '抽卡',
} as const satisfies Record<CourseResourceType, string>;

/** Types whose resources are done once opened (lessonProgress); video is done at 90 % watched. */
export const openedResourceTypes = [3, 5, 6, 7, 8, 9, 11] as const;
/** A video counts as done once this share of it is watched. */
export const VIDEO_DONE_RATIO = 0.9;
/** Points of one choice question of a test (a test's total is questions x this). */
export const TEST_QUESTION_POINTS = 10;
/** Longest text beside a homework file (characters). */
export const HOMEWORK_TEXT_MAX = 2000;

/** The kinds of file a homework can take (each homework names the ones it takes). */
export const homeworkFileKindSchema = z.enum(['pdf', 'word', 'ppt', 'zip', 'text', 'image']);
export type HomeworkFileKind = z.infer<typeof homeworkFileKindSchema>;
/** Every kind: what a homework that names none takes. */
export const HOMEWORK_FILE_KINDS = homeworkFileKindSchema.options;
/** The file name extensions of each kind (lower case, without the dot). */
export const homeworkFileExtensions = {
  pdf: ['pdf'],
  word: ['doc', 'docx'],
  ppt: ['ppt', 'pptx'],
  zip: ['zip'],
  text: ['txt', 'md'],
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
} as const satisfies Record<HomeworkFileKind, readonly string[]>;
/** The backend's zh name of each kind (respMsg). */
export const homeworkFileKindLabels = {
  pdf: 'PDF',
  word: 'Word',
  ppt: 'PPT',
  zip: 'ZIP',
  text: '文本',
  image: '图片',
} as const satisfies Record<HomeworkFileKind, string>;

/** A file name's extension, lower case without the dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The kind a file name's extension puts it in, or undefined when no kind has that extension. */
export function homeworkKindOf(fileName: string): HomeworkFileKind | undefined {
  const ext = fileExtension(fileName);
  return HOMEWORK_FILE_KINDS.find((kind) =>
    (homeworkFileExtensions[kind] as readonly string[]).includes(ext),
  );
}

/** The extensions these kinds cover, in order, each with its dot: ['.pdf', '.doc', ...]. */
export const homeworkExtensionsOf = (kinds: readonly HomeworkFileKind[]): string[] =>
  kinds.flatMap((kind) => homeworkFileExtensions[kind].map((ext) => `.${ext}`));

/**
 * zh text with a space where a Latin letter or digit meets a Han character ('Word或图片' -> 'Word 或图片',
 * 'ZIP文件' -> 'ZIP 文件'), as the zh texts write them: for texts joined from parts (a list of the
 * homework's kinds), not for what a user typed (a file's name).
 */
export const spaceLatinHan = (text: string): string =>
  text
    .replace(/([A-Za-z0-9])(?=\p{Script=Han})/gu, '$1 ')
    .replace(/(\p{Script=Han})(?=[A-Za-z0-9])/gu, '$1 ');

/** '只接受 PDF、Word 或图片文件', '只接受文本或图片文件' (the zh of what a homework takes, as respMsg writes it). */
function zhTakes(kinds: readonly HomeworkFileKind[]): string {
  const labels = kinds.map((kind) => homeworkFileKindLabels[kind]);
  const list =
    labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join('、')}或${labels[labels.length - 1]}`;
  return `${spaceLatinHan(`本作业只接受${list}文件`)}（${homeworkExtensionsOf(kinds).join('、')}）`;
}

/** respMsg of a homework file refused by its type, naming the kinds and extensions it takes. */
export const homeworkFileRefused = (kinds: readonly HomeworkFileKind[]): string =>
  `不支持该文件类型：${zhTakes(kinds)}`;

/** respMsg of a homework file whose bytes are not what its extension says. */
export const homeworkFileMismatch = (ext: string, kinds: readonly HomeworkFileKind[]): string =>
  `文件内容与扩展名 .${ext} 不符：${zhTakes(kinds)}`;

/** respMsg texts of the course calls (zh, like serverMessages). */
export const courseMessages = {
  courseNotFound: '课程不存在',
  lessonNotFound: '课时不存在',
  resourceNotFound: '资源不存在',
  programNotFound: '专业不存在',
  collegeNotFound: '学院不存在',
  notJoined: '您未加入该课程',
  alreadyJoined: '您已加入该课程',
  teacherNoJoin: '您是该课程的任课教师，无需加入',
  joined: '加入课程成功',
  left: '已退出课程',
  favoriteNotFound: '收藏不存在',
  favoriteAdded: '收藏成功',
  favoriteRemoved: '已取消收藏',
  notTrackable: '该资源不记录学习进度',
  notHomework: '该资源不是作业',
  notTest: '该资源不是测试',
  unknownQuestion: '题目不属于该测试',
  fileMissing: '请选择要上传的文件',
  textTooLong: `说明文字不能超过 ${HOMEWORK_TEXT_MAX} 字`,
  submitted: '提交成功',
  submittedLate: '提交成功，已过截止时间，记为逾期提交',
  questionNotFound: '问题不存在',
  asked: '提问成功',
  answered: '回答成功',
  notTeacherOfQuestion: '该问题不属于您任教的课程',
} as const;

/** The notification a student gets when the teacher answers their question (it links to the course). */
export const answerNotice = (courseName: string): string => `《${courseName}》的老师回答了你的提问`;
