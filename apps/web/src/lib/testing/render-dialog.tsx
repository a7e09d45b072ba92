import { render, type RenderResult } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ComponentType } from 'react';
import type { Locale } from '@shui/contract';
import { i18n, initI18n } from '../i18n';
import { useAppNotifier } from '../notifier';

/** What jsdom lacks and antd's modal, tabs and responsive hooks ask for. */
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

/** The real i18n set-up in `locale`, with the given feature namespaces loaded. */
export async function loadTranslations(namespaces: string[], locale: Locale = 'zh') {
  stubBrowser();
  if (!i18n.isInitialized) await initI18n(locale);
  else await i18n.changeLanguage(locale);
  await i18n.loadNamespaces(namespaces);
  return i18n;
}

/** Sends the api client's toasts through the App context, as the portal's providers do. */
function NotifierBridge() {
  useAppNotifier();
  return null;
}

/**
 * Renders a lazily loaded dialog inside antd's App, as the popup host does in the portal. Without motion:
 * jsdom never ends a CSS transition, so leaving states (a loading icon, a closing toast) would stay.
 */
export function renderDialog(Dialog: ComponentType): RenderResult {
  return render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>
        <NotifierBridge />
        <Dialog />
      </AntdApp>
    </ConfigProvider>,
  );
}
