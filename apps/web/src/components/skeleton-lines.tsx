import { Skeleton } from 'antd';

/**
 * Grey lines where text will come. antd's Skeleton draws its title as an empty `<h3>`, which screen
 * readers list as a heading with no name (axe: empty-heading), so a title is drawn here as a shorter
 * first line of the paragraph instead.
 */
export function SkeletonLines({ rows, titleWidth }: { rows: number; titleWidth?: string }) {
  const body = Array.from({ length: rows }, (_, i) => (i === rows - 1 ? '61%' : '100%'));
  const width = titleWidth ? [titleWidth, ...body] : body;
  return <Skeleton active title={false} paragraph={{ rows: width.length, width }} />;
}
