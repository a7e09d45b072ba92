import {
  AimOutlined,
  ArrowRightOutlined,
  CodeOutlined,
  ExperimentOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { moduleRoutes, type HomeModule } from '../module-routes';
import { tourTargetIds } from '../tour-steps';
import { SectionHeading } from './section-heading';

/** The four module entrance cards, in the header menu's order. */
export const moduleEntrances: readonly { key: HomeModule; to: string; Icon: ComponentType }[] = [
  { key: 'mooc', to: moduleRoutes.mooc, Icon: ReadOutlined },
  { key: 'work', to: moduleRoutes.work, Icon: ExperimentOutlined },
  { key: 'question', to: moduleRoutes.question, Icon: AimOutlined },
  { key: 'codePark', to: moduleRoutes.codePark, Icon: CodeOutlined },
];

/** #shui-modules: one link per module; each card is a single link, reachable with Tab. */
export function ModuleEntrances() {
  const { t } = useTranslation('home');
  return (
    <section
      id={tourTargetIds.modules}
      className="shui-home__section shui-modules"
      aria-labelledby="shui-modules-title"
    >
      <div className="shui-home__inner">
        <SectionHeading id="shui-modules-title" title={t('modules.title')} subtitle={t('modules.subtitle')} />
        <ul className="shui-modules__grid">
          {moduleEntrances.map(({ key, to, Icon }) => (
            <li key={key}>
              <Link
                to={to}
                className={`shui-module-card shui-module-card--${key}`}
                aria-labelledby={`shui-module-${key}-name`}
                aria-describedby={`shui-module-${key}-description`}
              >
                <span className="shui-module-card__icon" aria-hidden>
                  <Icon />
                </span>
                <h3 id={`shui-module-${key}-name`} className="shui-module-card__name">
                  {t(`modules.items.${key}.name`)}
                </h3>
                <p id={`shui-module-${key}-description`} className="shui-module-card__description">
                  {t(`modules.items.${key}.description`)}
                </p>
                <span className="shui-module-card__enter" aria-hidden>
                  {t('modules.enter')}
                  <ArrowRightOutlined />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
