import { CS101_COURSE_ID, endpoints, serverMessages } from '@shui/contract';
import { fail } from '../errors';
import { reply, type ContractRoutes } from '../http';
import type { AppDeps } from '../deps';
import { CheckIn } from '../store/check-in';
import { Feedback } from '../store/feedback';
import { Notifications } from '../store/notifications';
import { Organisations } from '../store/organisations';
import { TeacherStats } from '../store/teacher';
import { storeImage } from './images';

/** Notifications, organisations, feedback, check-in, teacher views and the assistant. */
export function registerPortal(routes: ContractRoutes, deps: AppDeps): void {
  const { store } = deps;
  const notifications = store.use(Notifications);
  const organisations = store.use(Organisations);
  const feedback = store.use(Feedback);
  const checkIn = store.use(CheckIn);
  const teacher = store.use(TeacherStats);
  const must = <U>(user: U | undefined): U => {
    if (!user) throw fail('unauthorized');
    return user;
  };

  routes.add(endpoints.messages, ({ user, query }) => {
    const me = must(user);
    if (query.receiveUserId !== me.id) throw fail('forbidden', serverMessages.notOwnMessages);
    return notifications.list(me.id);
  });

  routes.add(endpoints.markRead, ({ user, body }) => {
    notifications.markRead(must(user).id, body);
    return null;
  });

  routes.add(endpoints.currentCompany, ({ user, query }) => {
    if (query.isLogin === 'true' && !user) throw fail('unauthorized');
    return organisations.current(query.isLogin === 'false' ? undefined : user);
  });

  routes.add(endpoints.switchCompany, ({ user, query }) =>
    organisations.switchTo(must(user).id, query.companyId),
  );
  routes.add(endpoints.companies, ({ user }) => organisations.of(must(user)));
  routes.add(endpoints.superCompany, () => organisations.all());

  routes.add(endpoints.feedbackUpload, ({ file }) =>
    reply(storeImage(deps, file, 'feedback'), serverMessages.uploadOk),
  );
  routes.add(endpoints.feedback, ({ body }) => reply(feedback.add(body), serverMessages.feedbackOk));

  routes.add(endpoints.checkCurrent, ({ user }) => checkIn.current(must(user)));
  routes.add(endpoints.checkHistory, ({ user }) => checkIn.history(must(user)));
  routes.add(endpoints.checkHistoryCourse, ({ user, query }) => checkIn.history(must(user), query.courseId));
  routes.add(endpoints.checkItems, ({ user, query }) => checkIn.ofClass(must(user), query.teachclassId));
  routes.add(endpoints.checkIn, ({ user, query }) => checkIn.checkIn(must(user), query.checkItemId));

  routes.add(endpoints.liveness, ({ user }) => teacher.liveness(must(user)));
  routes.add(endpoints.averageScore, ({ user }) => teacher.scoreStats(must(user)));
  routes.add(endpoints.studentQa, ({ user }) => teacher.studentQa(must(user)));

  routes.add(endpoints.assistantAvailable, () => (store.settings.examPeriod ? 'false' : 'true'));
  routes.add(endpoints.assistantQa, ({ body }) => {
    if (store.settings.examPeriod) throw fail('forbidden', serverMessages.assistantPaused);
    const who = body.courseId === CS101_COURSE_ID ? 'CS101 课程助教' : '水杉智能助手';
    return `${who}：关于「${body.key}」，建议先查看课程资料中的相关章节，再结合练习题巩固。`;
  });
  routes.add(endpoints.superAssistantOption, () => ({
    enabled: true,
    examPeriod: store.settings.examPeriod,
    name: '水杉智能助手',
  }));
  routes.add(endpoints.onCampus, () => (store.settings.onCampus ? 'true' : 'false'));
}
