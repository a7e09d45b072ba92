import { z } from 'zod';
import { CLIENT_ID, SSO_SCOPE } from './environments';

/**
 * The fake API's routes that are neither calls of the portal's API nor the control plane: the single
 * sign-on's pages, the uploaded and course files, and the labelled stand-ins of the related services
 * that the `local` environment links to. They answer HTML or bytes, not the envelope (a missing file is
 * the backend's 404 envelope). The OpenAPI document lists them (openapi.ts) so that it names every route
 * the fake API serves; apps/fake-api/test/openapi.test.ts reads the routes off the running app and
 * fails on one that is served but missing here, or listed here but not served.
 */
export interface PageResponseDef {
  status: number;
  /**
   * Media type of the answer. `application/json` is a failure: the backend's envelope, or with
   * `adminError` the control plane's `{ "error": "message" }`.
   */
  type: string;
  adminError?: true;
  description: string;
  /** Response headers worth knowing (name -> what it holds). */
  headers?: Readonly<Record<string, string>>;
}

export interface PageRouteDef {
  method: 'GET' | 'POST';
  /** The whole path, `:name` for a path parameter (always text). */
  path: `/${string}`;
  summary: string;
  /** What the page reads of the query string. */
  query?: z.ZodType;
  /** A URL-encoded form body. */
  form?: z.ZodType;
  responses: readonly PageResponseDef[];
}

const html = 'text/html';

/** An HTML answer of a page. */
const htmlAnswer = (status: number, description: string): PageResponseDef => ({
  status,
  type: html,
  description,
});

const envelope404: PageResponseDef = {
  status: 404,
  type: 'application/json',
  description: 'no such file: the backend envelope `404 / 40400`',
};

const authorizeParams = {
  response_type: z.literal('code'),
  client_id: z.literal(CLIENT_ID),
  redirect_uri: z
    .string()
    .describe(
      'an http: or https: address on a loopback host (127.0.0.1, localhost, [::1], *.localhost) or on an origin given with --origin',
    ),
  scope: z.enum([SSO_SCOPE, 'ECNU-Basic']),
  state: z.string().min(1).max(64).describe('echoed unchanged on the redirect'),
};
const refused = htmlAnswer(
  400,
  'a parameter is not accepted: a page "无法完成授权" with the reason; never a redirect',
);

/** A file the fake API serves as it is stored: `ok` when it is there, else the backend's 404. */
const fileRoute = (path: PageRouteDef['path'], summary: string, ok: PageResponseDef): PageRouteDef => ({
  method: 'GET',
  path,
  summary,
  responses: [ok, envelope404],
});

/** A page of the stand-ins of related services, `/__services/<slug>`, that the `local` environment links to. */
const servicePage = (
  slug: string,
  summary: string,
  responses: readonly PageResponseDef[],
  query?: z.ZodType,
): PageRouteDef => ({
  method: 'GET',
  path: `/__services/${slug}`,
  summary,
  ...(query && { query }),
  responses,
});

/** A labelled stand-in of a related service, reached from the portal's links in `local`. */
const standIn = (slug: string, service: string): PageRouteDef =>
  servicePage(slug, `Local stand-in of the ${service} (a labelled page)`, [
    htmlAnswer(200, 'the stand-in page'),
  ]);

export const pageRoutes = {
  ssoAuthorizePage: {
    method: 'GET',
    path: '/oauth2/authorize',
    summary:
      "Single sign-on (local environment): the partner university's sign-in page for a student number and password",
    query: z.object(authorizeParams),
    responses: [htmlAnswer(200, 'the sign-in page'), refused],
  },
  ssoAuthorizeSubmit: {
    method: 'POST',
    path: '/oauth2/authorize',
    summary: 'Single sign-on: the sign-in form posts here; redirects to redirect_uri with a one-time code',
    form: z.object({
      ...authorizeParams,
      username: z.string().describe('student number'),
      password: z.string(),
    }),
    responses: [
      {
        status: 302,
        type: html,
        description:
          'signed in: to `redirect_uri?code=CODE&state=STATE` (the code works once, for 5 minutes, at POST /user/public_db/login)',
        headers: { Location: 'redirect_uri with code and state' },
      },
      refused,
      htmlAnswer(401, 'wrong student number or password: the sign-in page again with "学号或密码错误"'),
    ],
  },
  upload: fileRoute(
    '/uploads/:name',
    'An uploaded image (avatar, feedback screenshot), with its image type; the upload calls answer this path',
    { status: 200, type: 'image/*', description: 'the image bytes' },
  ),
  courseCover: fileRoute(
    '/course-files/covers/:name',
    "A course's cover, `<courseId>.svg` (drawn when no file is in fixtures/course)",
    { status: 200, type: 'image/svg+xml', description: 'the cover' },
  ),
  courseMedia: fileRoute(
    '/course-files/media/:name',
    "A lesson's video (`.webm`, `.mp4`), from fixtures/course",
    { status: 200, type: 'video/*', description: 'the video' },
  ),
  courseware: fileRoute(
    '/course-files/courseware/:name',
    "A lesson's courseware, a static `.html` page, from fixtures/course",
    htmlAnswer(200, 'the courseware page'),
  ),
  homeworkFile: fileRoute(
    '/course-files/homework/:name',
    "A handed-in homework's file, as a download (the submission's `fileUrl`)",
    {
      status: 200,
      type: 'application/octet-stream',
      description: 'the file, with its own type',
      headers: { 'Content-Disposition': 'attachment; the file name as handed in' },
    },
  ),
  helpSite: standIn('help', 'user manual'),
  teacherAdmin: standIn('teacher', 'teacher back-office'),
  newStudentCourse: standIn('new-student', 'new-student computer course'),
  cloudDesktop: standIn('cloud-desktop', 'cloud desktop'),
  assistantSite: servicePage(
    'assistant',
    "Local stand-in of the smart assistant's site: checks the ticket the portal appends (POST /user/oauth/tickets)",
    [
      htmlAnswer(200, 'the ticket is valid: for whom and how long'),
      htmlAnswer(400, 'no ticket'),
      htmlAnswer(401, 'the ticket is unknown or expired'),
    ],
    z.object({ ticket: z.string().optional() }),
  ),
  meetingPage: servicePage(
    'meeting',
    "Local stand-in of the online meeting service, where a meeting's `joinUrl` leads",
    [htmlAnswer(200, 'the meeting'), htmlAnswer(404, 'no such meeting')],
    z.object({ meetingId: z.string().optional() }),
  ),
  workshopEnvPage: servicePage(
    'workshop-env',
    "Local stand-in of a running workshop environment, its `url` (opens with the environment's key)",
    [
      htmlAnswer(200, 'the environment is running'),
      htmlAnswer(404, 'no such environment, or a wrong key'),
      htmlAnswer(409, 'the environment is not running'),
    ],
    z.object({ envId: z.string().optional(), key: z.string().optional() }),
  ),
  controlPanel: {
    method: 'GET',
    path: '/__admin/',
    summary:
      'The control panel (apps/control-panel), a page of the fake API; without a build, a page that says how to make one',
    responses: [
      htmlAnswer(200, "the panel's page"),
      {
        ...htmlAnswer(503, 'no build of the panel (yet): how to make one, or that one is being made'),
        headers: { 'Retry-After': 'seconds until a reload is worth it' },
      },
    ],
  },
  controlPanelRoute: {
    method: 'GET',
    path: '/__admin/ui/:route',
    summary:
      "The control panel's own routes (any path under /__admin/ui/): the panel's page, as /__admin/ answers it",
    responses: [htmlAnswer(200, "the panel's page"), htmlAnswer(503, 'no build of the panel (yet)')],
  },
  controlPanelAsset: {
    method: 'GET',
    path: '/__admin/assets/:file',
    summary: "The control panel's built files (hashed names, cached for a year)",
    responses: [
      { status: 200, type: 'application/octet-stream', description: 'the file, with its own type' },
      {
        status: 404,
        type: 'application/json',
        adminError: true,
        description: 'no such file: the control plane\'s `{ "error": "no such admin route" }`',
      },
    ],
  },
} as const satisfies Record<string, PageRouteDef>;

export type PageRouteName = keyof typeof pageRoutes;
