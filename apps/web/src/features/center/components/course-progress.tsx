import { Progress } from 'antd';
import type { ReactNode } from 'react';

/** An item's side: how far the user is through a course, as a ring named by `label`; `children` under it. */
export function CourseProgress({
  percent,
  label,
  children,
}: {
  percent: number;
  label: string;
  children?: ReactNode;
}) {
  return (
    <div className="shui-center__item-side shui-center__progress">
      <Progress type="circle" size={64} percent={percent} aria-label={label} />
      {children}
    </div>
  );
}
