import { Router } from 'express';
import { CS101_COURSE_ID, endpoints, serverMessages } from '@shui/contract';
import { fail } from '../errors';
import { reply, route } from '../http';
import type { AppDeps } from '../app';
import { storeImage } from './images';

/** Notifications, organisations, feedback, check-in, teacher views and the assistant. */
export function portalRouter(deps: AppDeps): Router {
  const { store } = deps;
  const router = Router();
  const must = <U>(user: U | undefined): U => {
    if (!user) throw fail('unauthorized');
    return user;
  };

  route(router, store, endpoints.messages, ({ user, query }) => {
    const me = must(user);
    if (query.receiveUserId !== me.id) throw fail('forbidden', serverMessages.notOwnMessages);
    return store.notifications(me.id);
  });

  route(router, store, endpoints.markRead, ({ user, body }) => {
    store.markRead(must(user).id, body);
    return null;
  });

  route(router, store, endpoints.currentCompany, ({ user, query }) => {
    if (query.isLogin === 'true' && !user) throw fail('unauthorized');
    return store.currentCompany(query.isLogin === 'false' ? undefined : user);
  });

  route(router, store, endpoints.switchCompany, ({ user, query }) =>
    store.switchCompany(must(user).id, query.companyId),
  );
  route(router, store, endpoints.companies, ({ user }) => store.companies(must(user)));
  route(router, store, endpoints.superCompany, () => store.allCompanies());

  route(router, store, endpoints.feedbackUpload, ({ file }) =>
    reply(storeImage(deps, file, 'feedback'), serverMessages.uploadOk),
  );
  route(router, store, endpoints.feedback, ({ body }) =>
    reply(store.addFeedback(body), serverMessages.feedbackOk),
  );

  route(router, store, endpoints.checkCurrent, ({ user }) => store.currentCheckItems(must(user)));
  route(router, store, endpoints.checkHistory, ({ user }) => store.checkHistory(must(user)));
  route(router, store, endpoints.checkHistoryCourse, ({ user, query }) =>
    store.checkHistory(must(user), query.courseId),
  );
  route(router, store, endpoints.checkItems, ({ user, query }) =>
    store.checkItemsOfClass(must(user), query.teachclassId),
  );
  route(router, store, endpoints.checkIn, ({ user, query }) => store.checkIn(must(user), query.checkItemId));

  route(router, store, endpoints.liveness, ({ user }) => store.liveness(must(user)));
  route(router, store, endpoints.averageScore, ({ user }) => store.scoreStats(must(user)));
  route(router, store, endpoints.studentQa, ({ user }) => store.studentQa(must(user)));

  route(router, store, endpoints.assistantAvailable, () => (store.settings.examPeriod ? 'false' : 'true'));
  route(router, store, endpoints.assistantQa, ({ body }) => {
    if (store.settings.examPeriod) throw fail('forbidden', serverMessages.assistantPaused);
    const who = body.courseId === CS101_COURSE_ID ? 'CS101 课程助教' : '水杉智能助手';
    return `${who}：关于「${body.key}」，建议先查看课程资料中的相关章节，再结合练习题巩固。`;
  });
  route(router, store, endpoints.superAssistantOption, () => ({
    enabled: true,
    examPeriod: store.settings.examPeriod,
    name: '水杉智能助手',
  }));
  route(router, store, endpoints.onCampus, () => (store.settings.onCampus ? 'true' : 'false'));

  return router;
}
