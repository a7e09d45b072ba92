import { i18n, initI18n } from '../../../lib/i18n';

/** What jsdom lacks and antd's responsive and wave hooks ask for. */
function stubBrowser(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom does not compute pseudo-elements (antd measures the scrollbar with one) and says so loudly.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}

/** The real i18n set-up in zh (or another language), with the centre's namespace loaded. */
export async function loadCenterTranslations(locale: 'zh' | 'en' = 'zh') {
  stubBrowser();
  if (!i18n.isInitialized) await initI18n(locale);
  else await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(['center']);
  return i18n;
}
