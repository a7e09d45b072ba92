import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';

/** A page's rich-text introduction under its heading (`id`), or 'no introduction' when it has none. */
export function IntroSection({ id, title, html }: { id: string; title: string; html: string }) {
  const { t } = useTranslation('course');
  return (
    <section className="shui-page__section" aria-labelledby={id}>
      <h2 id={id} className="shui-page__section-title">
        {title}
      </h2>
      {html.trim() ? <RichText html={html} /> : <p className="shui-page__muted">{t('detail.noIntro')}</p>}
    </section>
  );
}
