import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { applyLocale } from './lib/language';
import { startSessionPersistence } from './lib/session';
import './styles.css';

startSessionPersistence();
const i18n = await initI18n();
await applyLocale(i18n.language as Parameters<typeof applyLocale>[0]);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
