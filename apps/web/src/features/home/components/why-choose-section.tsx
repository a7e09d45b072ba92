import { AppstoreOutlined, CloudServerOutlined, RobotOutlined, ThunderboltOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

const reasons: readonly { key: 'oneStop' | 'handsOn' | 'feedback' | 'assistant'; Icon: ComponentType }[] = [
  { key: 'oneStop', Icon: AppstoreOutlined },
  { key: 'handsOn', Icon: CloudServerOutlined },
  { key: 'feedback', Icon: ThunderboltOutlined },
  { key: 'assistant', Icon: RobotOutlined },
];

/** Why choose the platform: four reasons drawn from what the modules offer. */
export function WhyChooseSection() {
  const { t } = useTranslation('home');
  return (
    <section className="shui-home__section shui-why" aria-labelledby="shui-why-title">
      <div className="shui-home__inner">
        <SectionHeading id="shui-why-title" title={t('why.title')} subtitle={t('why.subtitle')} />
        <ul className="shui-why__grid">
          {reasons.map(({ key, Icon }) => (
            <li key={key} className="shui-why__item">
              <span className="shui-why__icon" aria-hidden>
                <Icon />
              </span>
              <h3>{t(`why.items.${key}.title`)}</h3>
              <p>{t(`why.items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
