import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import {
  HOMEWORK_TEXT_MAX,
  courseMessages,
  fileExtension,
  homeworkFileMismatch,
  homeworkFileRefused,
  homeworkKindOf,
  pageAsked,
  pagerPageRule,
  type HomeworkFileKind,
  courseErrors,
} from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { handlers, reply as withMessage, requireUser } from '../http/contract-routes';
import { sniffImage } from '../http/uploads';
import { CourseCatalogue } from './catalogue';
import { CourseHall } from './store';
import { CourseFavorites } from './favorites';
import { CourseLearning } from './learning';
import { MyLearning } from './my-learning';
import { fileKindsOf } from './rules';
import { StudentQuestions } from './student-questions';

/** The course domain's calls (packages/contract/src/course/endpoints.ts). */
export function courseHandlers(deps: AppDeps) {
  const hall = deps.store.use(CourseHall);
  const catalogue = deps.store.use(CourseCatalogue);
  const learning = deps.store.use(CourseLearning);
  const mine = deps.store.use(MyLearning);
  const favorites = deps.store.use(CourseFavorites);
  const questions = deps.store.use(StudentQuestions);

  return handlers({
    courseList: ({ query, user }) => catalogue.list({ ...query, ...pageAsked(pagerPageRule, query) }, user),
    courseSchool: ({ user }) => catalogue.school(user),
    programDetail: ({ query }) => catalogue.program(query.programId),
    collegeDetail: ({ query }) => catalogue.college(query.collegeId),
    courseDetail: ({ query, user }) => catalogue.detail(query.courseId, user),
    courseJoin: ({ query, user }) => {
      hall.join(requireUser(user), query.courseId);
      return null;
    },
    courseLeave: ({ query, user }) => {
      hall.leave(requireUser(user), query.courseId);
      return null;
    },
    lessonDetail: ({ query, user }) => learning.lesson(requireUser(user), query.lessonId),
    lessonBrief: ({ query, user }) => learning.lessonBrief(user, query.lessonId),
    lessonProgress: ({ body, user }) => learning.recordProgress(requireUser(user), body),
    homeworkSubmit: ({ query, user, file, req }) => {
      const caller = requireUser(user);
      const homework = learning.homework(caller, query.resourceId);
      if (!file || file.size === 0) throw fail(courseErrors.homeworkFileMissing);
      const kinds = fileKindsOf(homework);
      const name = uploadedName(file.originalname);
      const declared = homeworkKindOf(name);
      if (!declared || !kinds.includes(declared))
        throw fail(courseErrors.homeworkFileRefused, homeworkFileRefused(kinds));
      const ext = fileExtension(name);
      const kind = sniffHomework(file.buffer);
      if (!kind || !bytesFit(declared, ext, kind.ext))
        throw fail(courseErrors.homeworkFileMismatch, homeworkFileMismatch(ext, kinds));
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const text = typeof fields.text === 'string' ? fields.text : '';
      if (text.length > HOMEWORK_TEXT_MAX) throw fail(courseErrors.textTooLong);
      const storedName = `homework-${randomBytes(8).toString('hex')}.${ext}`;
      deps.uploads.put(storedName, file.buffer);
      const submission = learning.submitHomework(caller, query.resourceId, {
        fileName: displayName(name, ext),
        storedName,
        mime: OFFICE_MIME[ext] ?? kind.mime,
        size: file.size,
        text,
      });
      return withMessage(
        submission,
        submission.late ? courseMessages.submittedLate : courseMessages.submitted,
      );
    },
    testSubmit: ({ body, user }) => learning.submitTest(requireUser(user), body),
    myCourses: ({ user }) => mine.mine(requireUser(user)),
    learningResults: ({ user }) => mine.results(requireUser(user)),
    knowledgePoints: ({ query, user }) => mine.knowledge(requireUser(user), query.courseId),
    favoriteList: ({ user }) => favorites.list(requireUser(user)),
    favoriteAdd: ({ query, user }) => {
      favorites.add(requireUser(user), query.targetType, query.targetId);
      return null;
    },
    favoriteRemove: ({ query, user }) => {
      favorites.remove(requireUser(user), query.targetType, query.targetId);
      return null;
    },
    myQuestions: ({ query, user }) => questions.mine(requireUser(user), query.courseId),
    askQuestion: ({ query, body, user }) => questions.ask(requireUser(user), query.courseId, body.question),
  });
}

// ---- homework files ----

const OFFICE_OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * What a homework file is by its bytes (the declared type is not trusted): PDF, a ZIP container (docx,
 * pptx, xlsx, zip), an old Office file, an image, or UTF-8 text without NUL; undefined for anything else.
 */
export function sniffHomework(bytes: Buffer): { mime: string; ext: string } | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' };
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])))
    return { mime: 'application/zip', ext: 'zip' };
  if (bytes.subarray(0, 8).equals(OFFICE_OLE)) return { mime: 'application/x-ole-storage', ext: 'doc' };
  const image = sniffImage(bytes);
  if (image) return image;
  if (!bytes.includes(0)) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return { mime: 'text/plain; charset=utf-8', ext: 'txt' };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The container each sniffed kind of bytes is (sniffHomework's `ext`), by the extension a name declares. */
const OLE_EXTENSIONS = new Set(['doc', 'ppt']);
const ZIP_EXTENSIONS = new Set(['docx', 'pptx', 'zip']);

/** The served type of an Office file (its bytes only say "OLE" or "ZIP"); markdown is text. */
const OFFICE_MIME: Record<string, string> = {
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  md: 'text/markdown; charset=utf-8',
};

/** Whether bytes sniffed as `sniffed` are what a name of this kind and extension says. */
function bytesFit(declared: HomeworkFileKind, ext: string, sniffed: string): boolean {
  switch (declared) {
    case 'pdf':
      return sniffed === 'pdf';
    case 'text':
      return sniffed === 'txt';
    case 'image':
      return ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(sniffed);
    default:
      return (OLE_EXTENSIONS.has(ext) && sniffed === 'doc') || (ZIP_EXTENSIONS.has(ext) && sniffed === 'zip');
  }
}

/** The uploaded name as sent (busboy reads it as latin1: read again as UTF-8 when it is that). */
function uploadedName(original: string): string {
  if ([...original].every((ch) => ch.charCodeAt(0) <= 0xff)) {
    const utf8 = Buffer.from(original, 'latin1').toString('utf8');
    if (!utf8.includes('\uFFFD')) return utf8;
  }
  return original;
}

/** The name shown for a submission: the uploaded name without path or controls. */
function displayName(name: string, ext: string): string {
  const base = basename(name.replace(/\\/g, '/'));
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 100);
  return clean === '' ? `homework.${ext}` : clean;
}
