import { Loading } from '../../../components/load-states';
import { SkeletonLines } from '../../../components/skeleton-lines';

/** The cards of a list while they load. */
export function CardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Loading page>
      <ul className="shui-workshop__grid" aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="shui-workshop-card shui-workshop-card--skeleton">
            <SkeletonLines titleWidth="70%" rows={3} />
          </li>
        ))}
      </ul>
    </Loading>
  );
}
