import 'i18next';
import type { defaultNS, zhResources } from './lib/i18n';
import type zhHome from './locales/zh/home.json';
import type zhLanding from './locales/zh/landing.json';
import type zhRegister from './locales/zh/register.json';
import type zhResetPassword from './locales/zh/resetPassword.json';

/** Feature namespaces, loaded lazily with their feature; typed from their zh files as well. */
interface FeatureResources {
  home: typeof zhHome;
  landing: typeof zhLanding;
  register: typeof zhRegister;
  resetPassword: typeof zhResetPassword;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // The zh files are the reference: a key missing there fails the typecheck.
    resources: typeof zhResources & FeatureResources;
  }
}
