import 'i18next';
import type { defaultNS, zhResources } from './lib/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    // The zh files are the reference: a key missing there fails the typecheck.
    resources: typeof zhResources;
  }
}
