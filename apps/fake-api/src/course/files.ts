import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';
import { escapeHtml } from '@shui/contract/html';
import { courseTagLabels } from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { CourseHall } from './store';

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
