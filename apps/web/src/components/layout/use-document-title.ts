import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteHandles } from '../use-route-handles';

/** document.title from the deepest matched route's title, else the platform's name; follows the language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const key = useRouteHandles().at(-1)?.titleKey;
  const title = key ? t(`routes.${key}`) : t('app.name');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
