import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBoundary } from './card-states';

export interface FigureTable {
  label: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly [string, ...Array<string | number>]>;
}

/**
 * A chart as a figure: the picture (hidden from assistive technology, drawn on a canvas), a caption that
 * says what it shows, and the same data as a table behind a disclosure, for keyboard and screen-reader
 * users and anyone who wants the numbers.
 */
export function ChartFigure({
  plot,
  caption,
  table,
}: {
  plot: ReactNode;
  caption: string;
  table: FigureTable;
}) {
  const { t } = useTranslation('teacher');
  return (
    <figure className="shui-teacher__figure">
      <div className="shui-teacher__plot" aria-hidden="true">
        <ChartBoundary>
          <Suspense
            fallback={
              <div className="shui-teacher__plot-loading" title={t('chartLoading')}>
                <Skeleton.Node active style={{ width: '100%', height: 240 }} />
              </div>
            }
          >
            {plot}
          </Suspense>
        </ChartBoundary>
      </div>
      <figcaption className="shui-teacher__caption">{caption}</figcaption>
      <details className="shui-teacher__details">
        <summary>{table.label}</summary>
        <div className="shui-teacher__table-wrap" tabIndex={0} role="group" aria-label={table.label}>
          <table className="shui-teacher__table">
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th key={column} scope="col" className={index === 0 ? undefined : 'shui-teacher__num'}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([head, ...cells]) => (
                <tr key={head}>
                  <th scope="row">{head}</th>
                  {cells.map((cell, index) => (
                    <td key={index} className="shui-teacher__num">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
