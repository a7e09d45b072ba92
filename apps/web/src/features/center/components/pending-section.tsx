import { useTranslation } from 'react-i18next';

/** An entry whose content comes with the course modules: said plainly, nothing shown in its place. */
export function PendingSection() {
  const { t } = useTranslation('center');
  return (
    <div className="shui-center__card">
      <p className="shui-center__pending">{t('pending')}</p>
    </div>
  );
}
