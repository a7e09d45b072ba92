import { Collapse, Spin, Table } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SqlRunState } from '../hooks/use-sql-run';
import { SQL_ROWS_SHOWN, type SqlTable, type SqlTableInfo, type SqlValue } from '../runner/protocol';
import { useDuration } from './verdict-view';

function Cell({ value }: { value: SqlValue }) {
  return value === null ? <span className="shui-sql__null">NULL</span> : <>{String(value)}</>;
}

/** Rows as a table: NULL marked, a page of 20 at a time. */
export function RowsTable({ table, label }: { table: SqlTable; label: string }) {
  const { t } = useTranslation('practice');
  const data = table.rows.map((row, i) => ({ key: i, row }));
  return (
    <div className="shui-sql__table" role="region" aria-label={label} tabIndex={0}>
      <Table
        size="small"
        bordered
        dataSource={data}
        columns={table.columns.map((name, i) => ({
          key: `${i}`,
          title: name,
          render: (_: unknown, item: { row: SqlValue[] }) => <Cell value={item.row[i] ?? null} />,
        }))}
        pagination={data.length > 20 ? { pageSize: 20, size: 'small', showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('sql.noRows') }}
      />
    </div>
  );
}

/** The last query's result, its error, or why it stopped. */
export function SqlResultView({ state }: { state: SqlRunState }) {
  const { t } = useTranslation('practice');
  const time = useDuration();
  const box = useRef<HTMLDivElement>(null);
  const running = state.phase === 'running' || state.phase === 'queued';
  useEffect(() => {
    // A run brings its result into view (below the editor, it may be under the fold).
    if (running) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [running]);
  let status;
  let body = null;
  if (running) {
    // A Run pressed while SQLite still loads waits for it (the page starts loading it when first idle).
    const queued = state.phase === 'queued' && state.runtime.phase !== 'ready';
    status = (
      <div className="shui-run__running">
        <Spin size="small" /> {queued ? t('sql.queued') : t('run.running')}
      </div>
    );
  } else if (!state.end) {
    status = <span className="shui-page__muted">{t('sql.idle')}</span>;
  } else if (state.end.kind === 'result') {
    const result = state.end.result;
    if (result.status === 'error') {
      status = <span className="shui-run__bad">{t('sql.error')}</span>;
      body = (
        <pre className="shui-run__console shui-run__stderr" tabIndex={0} aria-label={t('sql.error')}>
          {result.message}
        </pre>
      );
    } else if (result.columns.length === 0) {
      status = <span className="shui-run__ok">{t('sql.noResult', { time: time(result.timeMs) })}</span>;
    } else {
      status = (
        <span className="shui-run__ok">
          {result.rowCount > SQL_ROWS_SHOWN
            ? t('sql.rowsShown', { shown: SQL_ROWS_SHOWN, count: result.rowCount, time: time(result.timeMs) })
            : t('sql.rows', { count: result.rowCount, time: time(result.timeMs) })}
        </span>
      );
      body = <RowsTable table={result} label={t('sql.resultLabel')} />;
    }
  } else if (state.end.kind === 'time-limit') {
    status = (
      <span className="shui-run__warn">{t('sql.timeLimit', { seconds: state.end.limitMs / 1000 })}</span>
    );
  } else if (state.end.kind === 'stopped') {
    status = <span className="shui-run__warn">{t('run.stopped')}</span>;
  } else {
    status = <span className="shui-run__bad">{t('sql.loadFailed', { message: state.end.message })}</span>;
  }
  return (
    <div
      className="shui-sql__result"
      ref={box}
      // Where the runtimes are, for the end-to-end tests and a look in the developer tools.
      data-runtime={state.runtime.phase}
      data-spare={state.spareReady ? 'ready' : 'none'}
    >
      <div className="shui-run__status" role="status">
        {status}
      </div>
      {body}
    </div>
  );
}

/** The database's tables: their columns and first rows, to look at while writing a query. */
export function SqlTables({
  tables,
  failed,
  onRetry,
}: {
  tables: SqlTableInfo[] | null;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['practice', 'common']);
  if (failed)
    return (
      <p className="shui-run__bad">
        {t('sql.tablesFailed')}{' '}
        <button type="button" className="shui-practice__text-button" onClick={onRetry}>
          {t('common:state.retry')}
        </button>
      </p>
    );
  if (!tables)
    return (
      <div className="shui-run__running" role="status">
        <Spin size="small" /> {t('sql.tablesLoading')}
      </div>
    );
  return (
    <Collapse
      className="shui-sql__tables"
      size="small"
      items={tables.map((table) => ({
        key: table.name,
        label: (
          <span>
            <code>{table.name}</code>{' '}
            <span className="shui-page__muted">{t('sql.columnCount', { count: table.columns.length })}</span>
          </span>
        ),
        children: (
          <div className="shui-sql__table-info">
            <ul className="shui-sql__columns" aria-label={t('sql.columnsOf', { table: table.name })}>
              {table.columns.map((column) => (
                <li key={column.name}>
                  <code>{column.name}</code> <span className="shui-page__muted">{column.type}</span>
                  {column.primaryKey && <span className="shui-sql__flag">{t('sql.primaryKey')}</span>}
                  {column.notNull && <span className="shui-sql__flag">{t('sql.notNull')}</span>}
                </li>
              ))}
            </ul>
            <RowsTable table={table.preview} label={t('sql.previewOf', { table: table.name })} />
          </div>
        ),
      }))}
    />
  );
}
