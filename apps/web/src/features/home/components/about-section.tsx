import { BankOutlined, DeploymentUnitOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tourTargetIds } from '../tour-steps';
import { SectionHeading } from './section-heading';

const facts = ['modules', 'languages', 'account'] as const;

/** #shui-about: the school and the platform (spec section 1). */
export function AboutSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id={tourTargetIds.about}
      className="shui-home__section shui-about"
      aria-labelledby="shui-about-title"
    >
      <div className="shui-home__inner shui-about__layout">
        <div className="shui-about__text">
          <SectionHeading
            id="shui-about-title"
            title={t('about.title')}
            subtitle={t('about.subtitle')}
            start
          />
          <article className="shui-about__block">
            <h3>
              <BankOutlined aria-hidden />
              {t('about.school.title')}
            </h3>
            <p>{t('about.school.body')}</p>
          </article>
          <article className="shui-about__block">
            <h3>
              <DeploymentUnitOutlined aria-hidden />
              {t('about.platform.title')}
            </h3>
            <p>{t('about.platform.body')}</p>
          </article>
          <p className="shui-about__future">{t('about.future')}</p>
        </div>
        <dl className="shui-about__facts">
          {facts.map((fact) => (
            <div key={fact} className="shui-about__fact">
              <dt>{t(`about.facts.${fact}.label`)}</dt>
              <dd>{t(`about.facts.${fact}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
