import { ASSISTANT_SERVICE, CS101_COURSE_ID, assistantErrors } from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { handlers, requireUser } from '../http/contract-routes';
import { AssistantHistory } from '../center/store';
import { SERVICE_TICKET_TTL_SECONDS, Tickets } from '../services/tickets';

/** The assistant: its service ticket, whether it is available (not in an exam period), its answers. */
export function assistantHandlers(deps: AppDeps) {
  const { store } = deps;
  const tickets = store.use(Tickets);
  const history = store.use(AssistantHistory);

  return handlers({
    tickets: ({ body, user }) => {
      const me = requireUser(user);
      if (body.clientId !== ASSISTANT_SERVICE) throw fail(assistantErrors.unknownClient);
      const clientTicket = tickets.issue(me.id, body.clientId);
      return { clientTicket, clientId: body.clientId, expiresIn: SERVICE_TICKET_TTL_SECONDS };
    },

    assistantAvailable: () => (store.settings.examPeriod ? 'false' : 'true'),
    assistantQa: ({ body, user }) => {
      if (store.settings.examPeriod) throw fail(assistantErrors.assistantPaused);
      const who = body.courseId === CS101_COURSE_ID ? 'CS101 课程助教' : '水杉智能助手';
      const answer = `${who}：关于「${body.key}」，建议先查看课程资料中的相关章节，再结合练习题巩固。`;
      // The personal centre's history (entry i) lists each answered question.
      history.record(requireUser(user), body.key, answer, body.courseId ?? null);
      return answer;
    },
    superAssistantOption: () => ({
      enabled: true,
      examPeriod: store.settings.examPeriod,
      name: '水杉智能助手',
    }),
  });
}
