import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';
import { escapeHtml } from '@shui/contract/html';
import {
  HOMEWORK_TEXT_MAX,
  courseMessages,
  courseTagLabels,
  fileExtension,
  homeworkFileMismatch,
  homeworkFileRefused,
  homeworkKindOf,
  pageAsked,
  pagerPageRule,
  type HomeworkFileKind,
} from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { handlers, reply as withMessage, requireUser } from '../http/contract-routes';
import { sniffImage } from '../http/uploads';
import { CourseHall } from './store';
import { CourseFavorites } from './favorites';
import { CourseLearning, fileKindsOf } from './learning';
import { StudentQuestions } from './student-questions';

/** The course domain's calls (packages/contract/src/course-endpoints.ts). */
export function courseHandlers(deps: AppDeps) {
  const hall = deps.store.use(CourseHall);
  const learning = deps.store.use(CourseLearning);
  const favorites = deps.store.use(CourseFavorites);
  const questions = deps.store.use(StudentQuestions);
  const ok = (respMsg: string) => withMessage(null, respMsg);

  return handlers({
    courseList: ({ query, user }) => hall.list({ ...query, ...pageAsked(pagerPageRule, query) }, user),
    courseSchool: ({ user }) => hall.school(user),
    programDetail: ({ query }) => hall.program(query.programId),
    collegeDetail: ({ query }) => hall.college(query.collegeId),
    courseDetail: ({ query, user }) => hall.detail(query.courseId, user),
    courseJoin: ({ query, user }) => {
      hall.join(requireUser(user), query.courseId);
      return ok(courseMessages.joined);
    },
    courseLeave: ({ query, user }) => {
      hall.leave(requireUser(user), query.courseId);
      return ok(courseMessages.left);
    },
    lessonDetail: ({ query, user }) => learning.lesson(requireUser(user), query.lessonId),
    lessonBrief: ({ query, user }) => learning.lessonBrief(user, query.lessonId),
    lessonProgress: ({ body, user }) => learning.recordProgress(requireUser(user), body),
    homeworkSubmit: ({ query, user, file, req }) => {
      const caller = requireUser(user);
      const homework = learning.homework(caller, query.resourceId);
      if (!file || file.size === 0) throw fail('badRequest', courseMessages.fileMissing);
      const kinds = fileKindsOf(homework);
      const name = uploadedName(file.originalname);
      const declared = homeworkKindOf(name);
      if (!declared || !kinds.includes(declared))
        throw fail('fileTypeNotAllowed', homeworkFileRefused(kinds));
      const ext = fileExtension(name);
      const kind = sniffHomework(file.buffer);
      if (!kind || !bytesFit(declared, ext, kind.ext))
        throw fail('fileTypeNotAllowed', homeworkFileMismatch(ext, kinds));
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const text = typeof fields.text === 'string' ? fields.text : '';
      if (text.length > HOMEWORK_TEXT_MAX) throw fail('badRequest', courseMessages.textTooLong);
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
    testSubmit: ({ body, user }) =>
      withMessage(learning.submitTest(requireUser(user), body), courseMessages.submitted),
    myCourses: ({ user }) => learning.mine(requireUser(user)),
    learningResults: ({ user }) => learning.results(requireUser(user)),
    knowledgePoints: ({ query, user }) => learning.knowledge(requireUser(user), query.courseId),
    favoriteList: ({ user }) => favorites.list(requireUser(user)),
    favoriteAdd: ({ query, user }) => {
      favorites.add(requireUser(user), query.targetType, query.targetId);
      return ok(courseMessages.favoriteAdded);
    },
    favoriteRemove: ({ query, user }) => {
      favorites.remove(requireUser(user), query.targetType, query.targetId);
      return ok(courseMessages.favoriteRemoved);
    },
    myQuestions: ({ query, user }) => questions.mine(requireUser(user), query.courseId),
    askQuestion: ({ query, body, user }) =>
      withMessage(questions.ask(requireUser(user), query.courseId, body.question), courseMessages.asked),
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

// ---- the files the course pages show: covers, the video clip, courseware, homework ----

/** fixtures/course, found upwards from this module (src/course in development, dist when bundled). */
function courseFilesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'fixtures', 'course');
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/course');
}

/** Headers of every course file: its type is final (nosniff) and it never runs as a page of this origin. */
function guard(res: Response, csp = "default-src 'none'; sandbox"): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', csp);
  res.setHeader('Cache-Control', 'public, max-age=3600');
}

/** The cover's text is escaped as numeric references (`&#60;`), as it always was. */
const NUMERIC = { references: 'numeric' } as const;

/** A cover drawn from the course's name and tag, for a course without a cover file (added by hand). */
function drawnCover(name: string, tag: keyof typeof courseTagLabels, courseId: number): string {
  const hue = (courseId * 47) % 360;
  const title = escapeHtml(name.length > 12 ? `${name.slice(0, 12)}…` : name, NUMERIC);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeHtml(name, NUMERIC)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,38%)"/><stop offset="1" stop-color="#0b1f3a"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/><circle cx="560" cy="70" r="120" fill="#fff" fill-opacity="0.08"/>
<text x="40" y="64" fill="#fff" fill-opacity="0.85" font-family="'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="22">水杉在线 · ${courseTagLabels[tag]}</text>
<text x="40" y="200" fill="#fff" font-family="'Noto Sans SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="48" font-weight="700">${title}</text>
</svg>
`;
}

/**
 * GET /course-files/covers/<courseId>.svg, /course-files/media/<clip>, /course-files/courseware/<doc>.html
 * (fixtures/course, made here: no third-party media) and /course-files/homework/<stored name> (a
 * submission's file, as a download). Unknown names are the backend's 404 envelope.
 */
export function courseFilesRouter(deps: AppDeps): Router {
  const router = Router();
  const root = courseFilesDir();
  const hall = deps.store.use(CourseHall);
  const send = (res: Response, folder: string, name: string) =>
    new Promise<void>((done, failed) =>
      res.sendFile(name, { root: join(root, folder), dotfiles: 'deny' }, (error) =>
        error ? failed(error) : done(),
      ),
    );

  router.get('/course-files/covers/:name', async (req, res) => {
    const match = /^(\d{1,9})\.svg$/.exec(req.params.name);
    if (!match) throw fail('notFound');
    guard(res, "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.type('image/svg+xml');
    if (existsSync(join(root, 'covers', req.params.name))) {
      await send(res, 'covers', req.params.name).catch(() => {
        throw fail('notFound');
      });
      return;
    }
    const course = deps.store.data.courses.find((c) => c.id === Number(match[1]));
    if (!course) throw fail('notFound');
    res.send(drawnCover(course.name, hall.entry(course.id).tag, course.id));
  });

  router.get('/course-files/media/:name', async (req, res) => {
    if (!/^[\w-]+\.(webm|mp4)$/.test(req.params.name) || !existsSync(join(root, 'media', req.params.name)))
      throw fail('notFound');
    guard(res);
    await send(res, 'media', req.params.name);
  });

  router.get('/course-files/courseware/:name', async (req, res) => {
    if (!/^[\w-]+\.html$/.test(req.params.name) || !existsSync(join(root, 'courseware', req.params.name)))
      throw fail('notFound');
    // Slides are static HTML with inline styles: no script runs, and the portal may frame them.
    guard(res, "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    res.type('html');
    await send(res, 'courseware', req.params.name);
  });

  router.get('/course-files/homework/:name', (req, res) => {
    const submission = deps.store.data.homeworkSubmissions.find((s) => s.storedName === req.params.name);
    const bytes = submission && deps.uploads.get(submission.storedName);
    if (!submission || !bytes) throw fail('notFound');
    guard(res);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename*=UTF-8''${encodeURIComponent(submission.fileName)}`,
    );
    res.type(submission.mime);
    res.send(bytes);
  });
  return router;
}
