import { i18n, initI18n } from '../../../lib/i18n';

/** What jsdom lacks and antd's dropdown asks for. */
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
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
}

/** The real i18n set-up, in zh, with the landing namespace loaded. */
export async function loadLandingTranslations() {
  stubBrowser();
  if (!i18n.isInitialized) await initI18n('zh');
  await i18n.changeLanguage('zh');
  await i18n.loadNamespaces(['landing']);
  return i18n;
}
