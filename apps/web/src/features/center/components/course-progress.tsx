import { Progress } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { THEME_GREEN } from '../../../config/theme';

/**
 * An item's side: how far the user is through a course, as a ring in the theme's green named by
 * `label`, with its caption (学习进度) under it; `children` under that.
 */
export function CourseProgress({
  percent,
  label,
  children,
}: {
  percent: number;
  label: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('center');
  return (
    <div className="shui-center__item-side shui-center__progress">
      <Progress type="circle" size={64} percent={percent} strokeColor={THEME_GREEN} aria-label={label} />
      <span className="shui-center__progress-caption" aria-hidden>
        {t('progressCaption')}
      </span>
      {children}
    </div>
  );
}
