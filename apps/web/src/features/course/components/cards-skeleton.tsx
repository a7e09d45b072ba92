import { Skeleton } from 'antd';
import { Loading } from '../../../components/load-states';
import { SkeletonLines } from '../../../components/skeleton-lines';

/** The course grid while it loads: card-shaped blocks. */
export function CardsSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Loading page>
      <ul className="shui-course-grid" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="shui-course-card shui-course-card--skeleton">
            <Skeleton.Node active className="shui-course-card__cover-skeleton">
              <span />
            </Skeleton.Node>
            <SkeletonLines titleWidth="70%" rows={2} />
          </li>
        ))}
      </ul>
    </Loading>
  );
}
