import 'i18next';
import type { defaultNS, zhResources } from './lib/i18n';
import type zhAgreement from './locales/zh/agreement.json';
import type zhCenter from './locales/zh/center.json';
import type zhAuth from './locales/zh/auth.json';
import type zhAssistant from './locales/zh/assistant.json';
import type zhChannel from './locales/zh/channel.json';
import type zhCodePark from './locales/zh/code-park.json';
import type zhCourse from './locales/zh/course.json';
import type zhCompetition from './locales/zh/competition.json';
import type zhFeedback from './locales/zh/feedback.json';
import type zhHome from './locales/zh/home.json';
import type zhLanding from './locales/zh/landing.json';
import type zhNotifications from './locales/zh/notifications.json';
import type zhOrganisations from './locales/zh/organisations.json';
import type zhPractice from './locales/zh/practice.json';
import type zhRegister from './locales/zh/register.json';
import type zhResetPassword from './locales/zh/reset-password.json';
import type zhTeacher from './locales/zh/teacher.json';
import type zhWorkshop from './locales/zh/workshop.json';

/** Feature namespaces, loaded lazily with their feature; typed from their zh files as well. */
interface FeatureResources {
  agreement: typeof zhAgreement;
  center: typeof zhCenter;
  auth: typeof zhAuth;
  assistant: typeof zhAssistant;
  channel: typeof zhChannel;
  'code-park': typeof zhCodePark;
  course: typeof zhCourse;
  competition: typeof zhCompetition;
  feedback: typeof zhFeedback;
  home: typeof zhHome;
  landing: typeof zhLanding;
  notifications: typeof zhNotifications;
  organisations: typeof zhOrganisations;
  practice: typeof zhPractice;
  register: typeof zhRegister;
  'reset-password': typeof zhResetPassword;
  teacher: typeof zhTeacher;
  workshop: typeof zhWorkshop;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // The zh files are the reference: a key missing there fails the typecheck.
    resources: typeof zhResources & FeatureResources;
  }
}
