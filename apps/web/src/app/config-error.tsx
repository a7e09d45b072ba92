/**
 * The screen of a deployment whose `config.json` is missing or wrong (main.tsx): what happened for the
 * reader, what is wrong for the administrator, and a reload. It makes no API call (the portal's code
 * that would is never loaded).
 */
import { Button, Result } from 'antd';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { ConfigProblem } from '@shui/contract';
import { initI18n } from '../lib/i18n';
import { Providers } from './providers';
import '../styles.css';

export function ConfigError({ problems }: { problems: readonly ConfigProblem[] }) {
  const { t } = useTranslation();
  return (
    <main className="shui-config-error">
      <Result
        status="warning"
        title={<h1 className="shui-config-error__title">{t('configError.title')}</h1>}
        subTitle={t('configError.body')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('configError.retry')}
          </Button>
        }
      >
        <section aria-labelledby="shui-config-error-details">
          <h2 id="shui-config-error-details" className="shui-config-error__details">
            {t('configError.details')}
          </h2>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.kind}:${problem.field}`}>
                {t(`configError.problem.${problem.kind}`, { field: problem.field })}
              </li>
            ))}
          </ul>
        </section>
      </Result>
    </main>
  );
}

/** Replaces the static shell of index.html with the configuration error. */
export async function showConfigError(problems: readonly ConfigProblem[]): Promise<void> {
  const i18n = await initI18n();
  document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : i18n.language;
  document.title = i18n.t('configError.title');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      {/* The portal's theme and antd locale; nothing in them calls the API. */}
      <Providers>
        <ConfigError problems={problems} />
      </Providers>
    </StrictMode>,
  );
}
