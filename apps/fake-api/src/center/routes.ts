import { Router } from 'express';
import type { AppDeps } from '../deps';
import { handlers, requireUser } from '../http/contract-routes';
import { AssistantHistory, meetingPagePath, Meetings, Registrations } from './store';
import { escapeHtml } from '@shui/contract/html';

/** The personal centre's calls: registrations (and cancelling), meetings, the assistant history. */
export function centerHandlers(deps: AppDeps) {
  const registrations = deps.store.use(Registrations);
  const meetings = deps.store.use(Meetings);
  const history = deps.store.use(AssistantHistory);

  return handlers({
    centerRegistrations: ({ user, query }) => registrations.of(requireUser(user), query),
    centerRegistrationCancel: ({ user, query }) =>
      registrations.cancel(requireUser(user), query.registrationId),
    centerMeetings: ({ user, query }) => meetings.of(requireUser(user), query),
    assistantHistory: ({ user, query }) => history.of(requireUser(user), query),
  });
}

const statusText = { upcoming: '即将开始 upcoming', live: '进行中 live', ended: '已结束 ended' } as const;

/**
 * GET /__services/meeting?meetingId=: a clearly labelled stand-in for the online meeting service, where
 * a meeting's join link leads under `pnpm dev`.
 */
export function meetingRouter(deps: AppDeps): Router {
  const router = Router();
  router.get(meetingPagePath, (req, res) => {
    const id = Number(req.query.meetingId);
    const meeting = Number.isInteger(id) ? deps.store.use(Meetings).find(id) : undefined;
    const body = meeting
      ? `<h1>${escapeHtml(meeting.title)}</h1>
<dl><dt>课程 course</dt><dd>${escapeHtml(meeting.courseName)}</dd>
<dt>主持人 host</dt><dd>${escapeHtml(meeting.hostName)}</dd>
<dt>会议号 number</dt><dd>${escapeHtml(meeting.meetingNo)}</dd>
<dt>时间 time</dt><dd>${escapeHtml(meeting.startTime)} – ${escapeHtml(meeting.endTime.slice(11))}</dd>
<dt>状态 status</dt><dd>${statusText[meeting.status]}</dd></dl>
<p>真实环境中这里是在线会议客户端。请关闭此标签页返回门户。</p>`
      : '<h1>会议不存在</h1><p class="error" role="alert">No such meeting.</p>';
    res.status(meeting ? 200 : 404).type('html').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>在线会议（本地替身） · Online meeting (local stand-in)</title>
<style>
  body{margin:0;padding:0 16px;font-family:system-ui,"Noto Sans CJK SC","PingFang SC",sans-serif;background:#eef5f0;color:#1f2d24}
  main{box-sizing:border-box;max-width:560px;margin:8vh auto;padding:28px 24px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
  .badge{display:inline-block;font-size:.8rem;padding:2px 8px;border-radius:999px;background:#fff4d6;color:#6b4e00;border:1px solid #e8c96a}
  h1{font-size:1.3rem;margin:12px 0 4px;color:#1f7a3f} p{line-height:1.6}
  .error{background:#fdecea;color:#a4262c;padding:10px 12px;border-radius:8px}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:12px 0} dt{color:#5b6b61} dd{margin:0}
</style></head><body><main>
<span class="badge">本地替身页面 · local stand-in</span>
${body}
</main></body></html>`);
  });
  return router;
}
