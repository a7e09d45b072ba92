import { cleanup } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { act } from 'react';
import { actDestroy as forgetMessageHolder } from 'antd/lib/message';
import { actDestroy as forgetNotificationHolder } from 'antd/lib/notification';
import dayjs from 'dayjs';
import { vi } from 'vitest';
import { i18n } from '../i18n';
import { setNotifier } from '../notifier';
import { popups } from '../popups';
import { queryClient } from '../query-client';
import { sessionStore } from '../auth/session';

/** What jsdom has before any test stubs it (stub-browser, the feedback test): taken when the worker starts. */
const pristine = {
  matchMedia: Object.getOwnPropertyDescriptor(window, 'matchMedia'),
  getComputedStyle: Object.getOwnPropertyDescriptor(window, 'getComputedStyle'),
  ResizeObserver: Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver'),
  scrollIntoView: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView'),
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

function restore(target: object, key: string, descriptor: PropertyDescriptor | undefined): void {
  if (descriptor) Object.defineProperty(target, key, descriptor);
  else Reflect.deleteProperty(target, key);
}

/**
 * The web tests share one page and one module graph per worker (`isolate: false`: loading antd and jsdom
 * again for each file cost more than the tests themselves). After each file this puts back what a file
 * can change, so the next one starts as on a new page: the document, storage, cookies and address, the
 * portal's stores (popups, session, query cache, notifier, language), antd's global toast and dialog
 * holders, timers, stubs and spies.
 */
export async function freshPage(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();

  // Inside act: the React work these resets schedule (unmounts, antd's toast holders, stores with
  // subscribers) runs before act returns, while the page exists. Left to React's scheduler it could run
  // after a worker's last file, when the page is gone ("window is not defined").
  await act(async () => {
    cleanup();
    // antd's static toasts and dialogs live outside any rendered tree; the next file gets new holders.
    Modal.destroyAll();
    message.destroy();
    notification.destroy();
    forgetMessageHolder();
    forgetNotificationHolder();
    popups.close();
    sessionStore.clear();
    queryClient.clear();
    setNotifier(null);
    if (i18n.isInitialized && i18n.language !== 'zh') await i18n.changeLanguage('zh');
  });
  document.body.replaceChildren();
  document.title = '';
  document.documentElement.removeAttribute('lang');
  dayjs.locale('en');

  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');

  restore(window, 'matchMedia', pristine.matchMedia);
  restore(window, 'getComputedStyle', pristine.getComputedStyle);
  restore(globalThis, 'ResizeObserver', pristine.ResizeObserver);
  restore(Element.prototype, 'scrollIntoView', pristine.scrollIntoView);
  restore(URL, 'createObjectURL', pristine.createObjectURL);
  restore(URL, 'revokeObjectURL', pristine.revokeObjectURL);

  // Whatever React still scheduled on setImmediate or a timer (a file's own leftovers) runs now too.
  for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setImmediate(done));
  await new Promise((done) => setTimeout(done, 0));
  for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setImmediate(done));
}
