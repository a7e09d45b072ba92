import express, { Router, type Response } from 'express';
import { CLIENT_ID, STUDENT_NUMBER_PATTERN } from '@shui/contract';
import type { AppDeps } from '../deps';
import { SsoCodes } from './sso-codes';
import { Users } from './users';
import { escapeHtml } from '@shui/contract/html';

const SCOPES = new Set(['basic', 'ECNU-Basic']);
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)$/i;

interface AuthorizeParams {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
}

/** Why these authorise parameters are refused, in the page's words; undefined when they are fine. */
function refusal(p: Partial<AuthorizeParams>, allowedOrigins: ReadonlySet<string>): string | undefined {
  if (p.response_type !== 'code') return 'response_type 必须为 code';
  if (p.client_id !== CLIENT_ID) return `未知的客户端 client_id：${p.client_id ?? '（缺失）'}`;
  if (!p.scope || !SCOPES.has(p.scope)) return `不支持的授权范围 scope：${p.scope ?? '（缺失）'}`;
  if (!p.state || p.state.length > 64) return '缺少 state 参数';
  let uri: URL;
  try {
    uri = new URL(p.redirect_uri ?? '');
  } catch {
    return '回调地址 redirect_uri 无效';
  }
  const allowed =
    (uri.protocol === 'http:' || uri.protocol === 'https:') &&
    (LOOPBACK_HOST.test(uri.hostname) || allowedOrigins.has(uri.origin));
  if (!allowed) return `回调地址未登记：${uri.origin}`;
  return undefined;
}

function page(res: Response, status: number, body: string) {
  res.status(status).type('html').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>统一身份认证</title>
<style>
  body{margin:0;padding:0 16px;font-family:system-ui,"Noto Sans CJK SC","PingFang SC",sans-serif;background:#eef5f0;color:#1f2d24}
  main{box-sizing:border-box;max-width:400px;margin:8vh auto;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
  h1{font-size:1.3rem;margin:0 0 4px;color:#1f7a3f} p.sub{margin:0 0 20px;color:#5b6b61;font-size:.9rem}
  label{display:block;font-size:.95rem;margin:14px 0 6px}
  input{box-sizing:border-box;width:100%;padding:11px 12px;font-size:1rem;border:1px solid #b9c9be;border-radius:8px}
  input:focus{outline:2px solid #2e9b57;border-color:#2e9b57}
  button{margin-top:22px;width:100%;padding:12px;font-size:1rem;border:0;border-radius:8px;background:#1f7a3f;color:#fff;cursor:pointer}
  .error{background:#fdecea;color:#a4262c;padding:10px 12px;border-radius:8px;margin-bottom:8px}
  .hint{font-size:.85rem;color:#5b6b61;margin-top:16px} a{color:#1f7a3f}
  a.cancel{display:block;text-align:center;padding:12px 0;margin-top:4px;font-size:.95rem}
</style></head><body><main>${body}</main></body></html>`);
}

/**
 * The partner university's single sign-on, as the `local` environment sees it: a sign-in page for a
 * student number and password that answers the portal's redirect_uri with a one-time code.
 */
export function ssoRouter(deps: AppDeps): Router {
  const router = Router();
  const allowedOrigins: ReadonlySet<string> = new Set(deps.extraOrigins ?? []);
  const users = deps.store.use(Users);
  const ssoCodes = deps.store.use(SsoCodes);
  const form = express.urlencoded({ extended: false, limit: '8kb' });

  const render = (res: Response, p: AuthorizeParams, status = 200, error?: string, studentNumber = '') => {
    const hidden = (Object.keys(p) as Array<keyof AuthorizeParams>)
      .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(p[k])}">`)
      .join('');
    const cancel = new URL(p.redirect_uri);
    cancel.searchParams.set('error', 'access_denied');
    cancel.searchParams.set('state', p.state);
    page(
      res,
      status,
      `<h1>统一身份认证</h1><p class="sub">合作高校学生请使用学号登录水杉在线</p>
${error ? `<div class="error" id="sso-error" role="alert">${escapeHtml(error)}</div>` : ''}
<form method="post" action="/oauth2/authorize">${hidden}
<label for="username">学号</label><input id="username" name="username" inputmode="numeric" autocomplete="username" required maxlength="32" value="${escapeHtml(studentNumber)}"${error ? '' : ' autofocus'}>
<label for="password">密码</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="32"${error ? ' autofocus aria-invalid="true" aria-describedby="sso-error"' : ''}>
<button type="submit">登录</button></form>
<p class="hint">初始密码与学号相同。</p><a class="cancel" href="${escapeHtml(cancel.toString())}">取消并返回</a>`,
    );
  };

  const refuse = (res: Response, reason: string) =>
    page(
      res,
      400,
      `<h1>无法完成授权</h1><div class="error" role="alert">${escapeHtml(reason)}</div><p class="hint">请从水杉在线重新发起统一认证登录。</p>`,
    );

  const params = (source: Record<string, unknown>): Partial<AuthorizeParams> => {
    const pick = (k: string) => (typeof source[k] === 'string' ? source[k] : undefined);
    return {
      response_type: pick('response_type'),
      client_id: pick('client_id'),
      redirect_uri: pick('redirect_uri'),
      scope: pick('scope'),
      state: pick('state'),
    };
  };

  /** GET /oauth2/authorize?response_type=code&client_id&redirect_uri&scope&state: the sign-in page. */
  router.get('/oauth2/authorize', (req, res) => {
    const p = params(req.query);
    const reason = refusal(p, allowedOrigins);
    if (reason) return refuse(res, reason);
    render(res, p as AuthorizeParams);
  });

  /** POST /oauth2/authorize: checks the student number and password, then redirects with a code. */
  router.post('/oauth2/authorize', form, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const p = params(body);
    const reason = refusal(p, allowedOrigins);
    if (reason) return refuse(res, reason);
    const number = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    const user = STUDENT_NUMBER_PATTERN.test(number) ? users.findByLogin(number) : undefined;
    if (!user || user.userNumber !== number || !users.authenticate(number, password)) {
      return render(res, p as AuthorizeParams, 401, '学号或密码错误', number);
    }
    const code = ssoCodes.issue(user.id, CLIENT_ID, p.redirect_uri as string);
    const target = new URL(p.redirect_uri as string);
    target.searchParams.set('code', code);
    target.searchParams.set('state', p.state as string);
    res.redirect(302, target.toString());
  });

  return router;
}
