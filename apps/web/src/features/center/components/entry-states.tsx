import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Pagination } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CENTER_DEFAULT_PAGE_SIZE, CENTER_PAGE_SIZES } from '@shui/contract';
import { EmptyState } from '../../../components/load-states';
import { SkeletonLines } from '../../../components/skeleton-lines';
import { queryClient } from '../../../lib/query-client';

/** While an entry's data loads: a skeleton of its list, announced as loading. */
export function EntryLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="shui-center__loading">
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonLines key={index} titleWidth="40%" rows={2} />
      ))}
    </div>
  );
}

/** An entry's data could not be loaded: said plainly, with a retry. */
export function EntryError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('center');
  return (
    <Alert
      type="error"
      showIcon
      title={text}
      action={
        <Button size="small" autoInsertSpace={false} onClick={onRetry}>
          {t('states.retry')}
        </Button>
      }
    />
  );
}

/** Nothing to show yet: what the user can do about it (`action`), if anything. */
export function EntryEmpty({ text, action }: { text: string; action?: ReactNode }) {
  return <EmptyState className="shui-center__empty" text={text} action={action} />;
}

/** The entries that list one thing, each with its `<name>.loading`, `.failed` and `.empty` texts. */
type ListEntry =
  | 'courses'
  | 'favourites'
  | 'meetings'
  | 'registrations'
  | 'results'
  | 'assistantHistory'
  | 'attendance.open';

/** Entries with `<name>.loading` and `.failed` texts but an empty text of their own. */
type OwnEmptyEntry = 'challenge' | 'knowledge';

/** What EntryStates says while it loads, when it failed, and when there is nothing to show. */
interface EntryTexts {
  loading: string;
  failed: string;
  empty: string;
}

/**
 * A list entry's loading, failure and empty texts, for EntryStates: its `<name>.empty`, or `empty`
 * when given (an entry whose empty text depends on its filter, say).
 */
export function useEntryTexts(name: ListEntry, empty?: string): EntryTexts;
export function useEntryTexts(name: OwnEmptyEntry, empty: string): EntryTexts;
export function useEntryTexts(name: ListEntry | OwnEmptyEntry, empty?: string): EntryTexts {
  const { t } = useTranslation('center');
  return {
    loading: t(`${name}.loading`),
    failed: t(`${name}.failed`),
    empty: empty ?? t(`${name as ListEntry}.empty`),
  };
}

interface EntryStatesProps<T> {
  query: UseQueryResult<T>;
  /** What a retry starts again: the query's key, or a prefix of it. */
  queryKey: QueryKey;
  /** What is said while it loads, when it failed, and when there is nothing to show. */
  texts: EntryTexts;
  /** Whether the data holds nothing to show. */
  isEmpty: (data: T) => boolean;
  /** Under the empty text: what the user can do about it. */
  emptyAction?: ReactNode;
  /** Blocks of the loading skeleton. */
  rows?: number;
  /** The entry's content, once there is some. */
  children: (data: T) => ReactNode;
}

/**
 * An entry's data from one query, in the order every entry shows it: a skeleton while it loads, the
 * failure with a retry (which starts the query again from its skeleton), the empty text, or the content.
 */
export function EntryStates<T>({
  query,
  queryKey,
  texts,
  isEmpty,
  emptyAction,
  rows,
  children,
}: EntryStatesProps<T>) {
  if (query.isPending) return <EntryLoading label={texts.loading} rows={rows} />;
  if (query.isError)
    return <EntryError text={texts.failed} onRetry={() => void queryClient.resetQueries({ queryKey })} />;
  if (isEmpty(query.data)) return <EntryEmpty text={texts.empty} action={emptyAction} />;
  return children(query.data);
}

/**
 * An entry that lists the items of one query (`children` draws an item, with its key) under
 * EntryStates' states: empty when there are no items.
 */
export function EntryList<T>({
  children,
  ...states
}: Omit<EntryStatesProps<T[]>, 'isEmpty' | 'children'> & { children: (item: T) => ReactNode }) {
  return (
    <EntryStates {...states} isEmpty={(items) => items.length === 0}>
      {(items) => <ul className="shui-center__list">{items.map((item) => children(item))}</ul>}
    </EntryStates>
  );
}

/** A card of an entry with its own heading (an accessible region named by it). */
export function EntryCard({
  id,
  title,
  extra,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="shui-center__card" aria-labelledby={id}>
      <div className="shui-center__card-head">
        <h3 id={id} className="shui-center__card-title">
          {title}
        </h3>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** "YYYY-MM-DD HH:mm:ss" (the backend's times) shown to the minute. */
export const toMinute = (time: string): string => time.slice(0, 16);

/** A time range: the end without its date when it is the same day. */
export function timeRange(start: string, end: string): string {
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${toMinute(start)} – ${sameDay ? end.slice(11, 16) : toMinute(end)}`;
}

/**
 * The pager of a server-paged entry (sizes 10/20/30/50 of spec section 9), shown once there is more
 * than the smallest page. A new page size goes back to the first page.
 */
export function EntryPager({
  pageNum,
  pageSize,
  total,
  onChange,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
}) {
  if (total <= CENTER_PAGE_SIZES[0]) return null;
  return (
    <Pagination
      className="shui-center__pager"
      size="small"
      current={pageNum}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={CENTER_PAGE_SIZES.map(String)}
      showSizeChanger
      onChange={(page, size) => onChange(size === pageSize ? page : 1, size)}
    />
  );
}

/** pageNum and pageSize of a server-paged entry, from the first page of the default size. */
export function usePaging() {
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: CENTER_DEFAULT_PAGE_SIZE });
  return {
    ...paging,
    onChange: (pageNum: number, pageSize: number) => setPaging({ pageNum, pageSize }),
  };
}
