import { Router, type Response } from 'express';
import {
  pageAsked,
  pagerPageRule,
  workshopMessages,
  type WorkshopEnvironment,
  type WorkshopEnvironmentState,
} from '@shui/contract';
import type { AppDeps } from '../deps';
import { handlers, requireUser } from '../http/contract-routes';
import { environmentPagePath, WorkshopCatalogue, WorkshopEnvironments } from './store';
import { escapeHtml } from '@shui/contract/html';

/** The workshop's calls: the catalogue and images (public), the caller's environments (a token). */
export function workshopHandlers(deps: AppDeps) {
  const catalogue = deps.store.use(WorkshopCatalogue);
  const environments = deps.store.use(WorkshopEnvironments);

  return handlers({
    workshopProjects: ({ query }) =>
      catalogue.projects({
        kind: query.kind,
        keyword: query.keyword,
        ...pageAsked(pagerPageRule, query),
      }),
    workshopProject: ({ query }) => catalogue.project(query.projectId),
    workshopImages: ({ query }) => catalogue.images(query.kind),
    workshopEnvList: ({ user, query }) => environments.list(requireUser(user), query.projectId),
    workshopEnvCreate: ({ user, query }) => environments.create(requireUser(user), query.projectId),
    workshopEnvStart: ({ user, query }) => environments.start(requireUser(user), query.envId),
    workshopEnvStop: ({ user, query }) => environments.stop(requireUser(user), query.envId),
    workshopEnvDelete: ({ user, query }) => {
      environments.remove(requireUser(user), query.envId);
      return null;
    },
  });
}

const stateText: Record<WorkshopEnvironmentState, string> = {
  starting: '启动中 starting',
  running: '运行中 running',
  stopping: '停止中 stopping',
  stopped: '已停止 stopped',
  failed: '启动失败 failed',
};

const whatItIs = {
  jupyter: { zh: 'JupyterLab', about: '真实环境中这里是 JupyterLab：文件浏览器、Notebook 与终端。' },
  desktop: { zh: '远程桌面', about: '真实环境中这里是浏览器里的 Linux 远程桌面（noVNC）。' },
  cloudstudio: { zh: 'Cloud Studio', about: '真实环境中这里是 Cloud Studio 云端 IDE 的工作空间。' },
} as const;

/**
 * The portal frames this page (a different port of a loopback host in development, or an origin given
 * with --origin): it may be framed by those only (CSP has no way to name [::1]); it runs no script and
 * loads nothing.
 */
function frameHeaders(res: Response, extraOrigins: readonly string[]): void {
  const ancestors = [
    "'self'",
    'http://127.0.0.1:*',
    'http://localhost:*',
    'http://*.localhost:*',
    ...extraOrigins,
  ];
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; frame-ancestors ${ancestors.join(' ')}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
}

function page(res: Response, status: number, title: string, body: string): void {
  res.status(status).type('html').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}（本地替身） · workshop environment (local stand-in)</title>
<style>
  body{margin:0;padding:0 16px;font-family:system-ui,"Noto Sans CJK SC","PingFang SC",sans-serif;background:#eef5f0;color:#1f2d24}
  main{box-sizing:border-box;max-width:560px;margin:6vh auto;padding:24px 22px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
  .badge{display:inline-block;font-size:.8rem;padding:2px 8px;border-radius:999px;background:#fff4d6;color:#6b4e00;border:1px solid #e8c96a}
  h1{font-size:1.25rem;margin:12px 0 4px;color:#1f7a3f} p{line-height:1.6}
  .ok{background:#e7f5ec;color:#1b5e34;padding:10px 12px;border-radius:8px}
  .error{background:#fdecea;color:#a4262c;padding:10px 12px;border-radius:8px}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0} dt{color:#5b6b61} dd{margin:0;overflow-wrap:anywhere}
  code{font-size:.9em}
  @media (max-width:420px){main{margin:12px auto;padding:16px 14px} dl{grid-template-columns:1fr;gap:0} dd{margin-bottom:8px}}
</style></head><body><main>
<span class="badge">本地替身页面 · local stand-in</span>
${body}
</main></body></html>`);
}

function environmentBody(env: WorkshopEnvironment, who: string): string {
  const kind = whatItIs[env.imageKind];
  const running = env.state === 'running';
  return `<h1>${escapeHtml(env.imageName)} · ${kind.zh}</h1>
<p class="${running ? 'ok' : 'error'}" role="status">环境状态：${stateText[env.state]}</p>
<dl><dt>环境 environment</dt><dd>#${env.envId}</dd>
<dt>实训 project</dt><dd>${escapeHtml(env.projectTitle)}</dd>
<dt>镜像 image</dt><dd>${escapeHtml(env.imageName)}</dd>
<dt>用户 user</dt><dd>${escapeHtml(who)}</dd>
<dt>启动于 started</dt><dd>${escapeHtml(env.readyTime)}</dd></dl>
<p>${kind.about}这是 fake API 提供的替身页面，门户在环境运行时把它嵌在实训页右侧。</p>`;
}

/**
 * GET /__services/workshop-env?envId=&key=: a clearly labelled stand-in for a running environment
 * (JupyterLab, remote desktop, Cloud Studio), the address a running environment answers. It opens with
 * the environment's access key only, and says so when the environment is not running.
 */
export function workshopEnvRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(environmentPagePath, (req, res) => {
    frameHeaders(res, deps.extraOrigins ?? []);
    const envId = Number(req.query.envId);
    const key = typeof req.query.key === 'string' ? req.query.key : '';
    const found = Number.isInteger(envId)
      ? deps.store.use(WorkshopEnvironments).opened(envId, key)
      : undefined;
    if (!found) {
      page(
        res,
        404,
        '实训环境',
        `<h1>${workshopMessages.environmentNotFound}</h1><p class="error" role="alert">No such environment, or a wrong access key. 请回到门户的实训页重新打开。</p>`,
      );
      return;
    }
    const { env, user } = found;
    const who = user ? `${user.truename || user.username}（${user.username}）` : '';
    page(res, env.state === 'running' ? 200 : 409, env.imageName, environmentBody(env, who));
  });
  return router;
}
