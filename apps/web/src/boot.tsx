/** Starts the portal: session, router, translations, then the first render (see main.tsx). */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createPortalRouter, firstNavigation } from './app/app';
import { followRouteTitles } from './lib/document-title';
import { carriesSsoReturn, finishSsoReturn } from './app/finish-sso-return';
import { initI18n } from './lib/i18n';
import { applyLocale } from './lib/language';
import { startSessionPersistence } from './lib/auth/session';
import './styles.css';

startSessionPersistence();
// Back from the single sign-on: settled before the router reads the address (a success reloads the page).
const ssoNotice = carriesSsoReturn(window.location.search) ? await finishSsoReturn() : null;
// Started first: the page's code loads while the translations do.
const router = createPortalRouter();
const i18n = await initI18n();
// The tab shows the page's title while the page's code is still on its way.
followRouteTitles(router, i18n);
await Promise.all([applyLocale(i18n.language as Parameters<typeof applyLocale>[0]), firstNavigation(router)]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Replaces the static shell of index.html. As a transition, the first render yields to the browser every
// few milliseconds instead of holding the main thread for the whole page.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} notice={ssoNotice} />
    </StrictMode>,
  );
});
