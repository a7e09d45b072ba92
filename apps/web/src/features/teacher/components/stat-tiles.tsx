import { Skeleton } from 'antd';
import type { ReactNode } from 'react';

export interface Tile {
  key: string;
  label: string;
  /** undefined while loading. */
  value: ReactNode | undefined;
  hint?: ReactNode;
}

/** A row of figures, as a description list: a term and its value each. */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly Tile[] }) {
  return (
    <dl className="shui-teacher__tiles" aria-label={label}>
      {tiles.map((tile) => (
        <div key={tile.key} className="shui-teacher__tile">
          <dt>{tile.label}</dt>
          <dd>
            {tile.value === undefined ? (
              <Skeleton.Input active size="small" aria-hidden="true" />
            ) : (
              <span className="shui-teacher__figure-value">{tile.value}</span>
            )}
            {tile.hint !== undefined && <span className="shui-teacher__tile-hint">{tile.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
