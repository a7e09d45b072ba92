import { useTranslation } from 'react-i18next';
import chenghuData from '../../../assets/home/partners/chenghu-data.svg';
import hengmaTech from '../../../assets/home/partners/hengma-tech.svg';
import mozhanOpenSource from '../../../assets/home/partners/mozhan-open-source.svg';
import qilanAi from '../../../assets/home/partners/qilan-ai.svg';
import qimuCloud from '../../../assets/home/partners/qimu-cloud.svg';
import yunmiaoCompute from '../../../assets/home/partners/yunmiao-compute.svg';
import { SectionHeading } from './section-heading';

/**
 * Partner companies. The names and wordmarks are drawn for this kit (no real trademarks); the content
 * team replaces them with the partners' own logos, used with their permission.
 */
const partners = [
  { key: 'chenghuData', logo: chenghuData },
  { key: 'qimuCloud', logo: qimuCloud },
  { key: 'hengmaTech', logo: hengmaTech },
  { key: 'qilanAi', logo: qilanAi },
  { key: 'yunmiaoCompute', logo: yunmiaoCompute },
  { key: 'mozhanOpenSource', logo: mozhanOpenSource },
] as const;

export function PartnersSection() {
  const { t } = useTranslation('home');
  return (
    <section className="shui-home__section shui-partners" aria-labelledby="shui-partners-title">
      <div className="shui-home__inner">
        <SectionHeading
          id="shui-partners-title"
          title={t('partners.title')}
          subtitle={t('partners.subtitle')}
        />
        <ul className="shui-partners__grid">
          {partners.map(({ key, logo }) => (
            <li key={key} className="shui-partners__item">
              <img src={logo} alt={t(`partners.names.${key}`)} width={220} height={64} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
