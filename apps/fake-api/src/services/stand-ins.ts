import { Router, type Response } from 'express';
import { environments, type Environment } from '@shui/contract';
import type { AppDeps } from '../deps';
import { Tickets } from './tickets';
import { escapeHtml } from '@shui/contract/html';

/** The related services of spec section 2 that the `local` environment points at this server. */
type ServiceKey = keyof Pick<
  Environment,
  'helpSite' | 'teacherAdmin' | 'newStudentCourse' | 'cloudDesktop' | 'assistant'
>;

interface Service {
  key: ServiceKey;
  /** Path segment under /__services (environments.local names the same). */
  slug: string;
  zh: string;
  en: string;
  /** What the real service is for, in a line. */
  about: string;
}

export const SERVICES: readonly Service[] = [
  {
    key: 'helpSite',
    slug: 'help',
    zh: '用户手册',
    en: 'User manual',
    about: '水杉在线的使用说明与常见问题。',
  },
  {
    key: 'teacherAdmin',
    slug: 'teacher',
    zh: '教师后台',
    en: 'Teacher back-office',
    about: '教师管理课程、班级、作业与成绩的后台。',
  },
  {
    key: 'newStudentCourse',
    slug: 'new-student',
    zh: '新生计算机课程',
    en: 'New-student computer course',
    about: '新生入学的计算机基础课程页面。',
  },
  {
    key: 'cloudDesktop',
    slug: 'cloud-desktop',
    zh: '云桌面',
    en: 'Cloud desktop',
    about: '仅校园网内可用的云桌面。',
  },
  {
    key: 'assistant',
    slug: 'assistant',
    zh: '智能助手',
    en: 'Smart assistant',
    about: '智能助教站点，凭门户签发的票据（ticket）登录。',
  },
];

function page(res: Response, status: number, service: Service, body: string) {
  res.status(status).type('html').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${service.zh}（本地替身） · ${service.en} (local stand-in)</title>
<style>
  body{margin:0;padding:0 16px;font-family:system-ui,"Noto Sans CJK SC","PingFang SC",sans-serif;background:#eef5f0;color:#1f2d24}
  main{box-sizing:border-box;max-width:560px;margin:8vh auto;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
  .badge{display:inline-block;font-size:.8rem;padding:2px 8px;border-radius:999px;background:#fff4d6;color:#6b4e00;border:1px solid #e8c96a}
  h1{font-size:1.3rem;margin:12px 0 4px;color:#1f7a3f} p{line-height:1.6} .en{color:#5b6b61;font-size:.9rem;margin-top:0}
  .ok{background:#e7f5ec;color:#1b5e34;padding:10px 12px;border-radius:8px}
  .error{background:#fdecea;color:#a4262c;padding:10px 12px;border-radius:8px}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0} dt{color:#5b6b61} dd{margin:0;word-break:break-all}
  code{font-size:.9em} a{color:#1f7a3f}
</style></head><body><main>
<span class="badge">本地替身页面 · local stand-in</span>
<h1>${service.zh}</h1><p class="en">${service.en}</p>
<p>${service.about}这是 fake API 提供的替身页面，<code>local</code> 环境的链接指向这里；真实服务在 <code>${escapeHtml(environments.prod[service.key])}</code>。</p>
${body}
</main></body></html>`);
}

/** What the assistant stand-in says of the `ticket` query: received, and valid for whom. */
function ticketReport(deps: AppDeps, ticket: unknown): { status: number; html: string } {
  if (typeof ticket !== 'string' || ticket === '') {
    return {
      status: 400,
      html: '<p class="error" role="alert">未收到票据：地址中缺少 <code>ticket</code> 参数。No ticket received.</p>',
    };
  }
  const found = deps.store.use(Tickets).find(ticket);
  if (!found) {
    return {
      status: 401,
      html: '<p class="error" role="alert">票据无效或已过期，请回到门户重新打开智能助手。The ticket is invalid or expired.</p>',
    };
  }
  const who = found.user.truename || found.user.username;
  return {
    status: 200,
    html: `<p class="ok" role="status">已收到票据，票据有效。Ticket received and valid.</p>
<dl><dt>用户 user</dt><dd>${escapeHtml(who)}（${escapeHtml(found.user.username)}）</dd>
<dt>服务 service</dt><dd>${escapeHtml(found.clientId)}</dd>
<dt>剩余有效期 expires in</dt><dd>${found.secondsLeft} 秒 s</dd></dl>`,
  };
}

/**
 * GET /__services/{help,teacher,new-student,cloud-desktop,assistant}: clearly labelled stand-ins for the
 * related services, so that every link of the portal leads somewhere under `pnpm dev`. The assistant's
 * checks the ticket the portal appended, as the real site would.
 */
export function servicesRouter(deps: AppDeps): Router {
  const router = Router();
  for (const service of SERVICES) {
    router.get(`/__services/${service.slug}`, (req, res) => {
      if (service.key !== 'assistant') return page(res, 200, service, '<p>请关闭此标签页返回门户。</p>');
      const report = ticketReport(deps, req.query.ticket);
      page(res, report.status, service, report.html);
    });
  }
  return router;
}
