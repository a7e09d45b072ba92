import { Alert, Button, Empty, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { busy } from './busy';
import { SkeletonLines } from './skeleton-lines';
import './page.css';

/**
 * The states of a page or a section around its data: loading, failed (with a retry), empty, not found.
 * Shared by the feature pages; their texts come from the caller, the common ones from `common:state`.
 */

/** Said to screen readers while a part loads; the skeleton beside it is decoration. */
function LoadingNote() {
  const { t } = useTranslation();
  return <span className="shui-visually-hidden">{t('app.loading')}</span>;
}

/**
 * A part that is loading, announced as such, around its skeleton (`children`). `page`: a page's first
 * load, with room above and below.
 */
export function Loading({ page = false, children }: { page?: boolean; children: ReactNode }) {
  return (
    <div
      className={page ? 'shui-state-skeleton shui-state-skeleton--page' : 'shui-state-skeleton'}
      role="status"
      aria-busy="true"
    >
      <LoadingNote />
      {children}
    </div>
  );
}

/** A page's (or a pane's) first load: a title line and lines where the content comes. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Loading page>
      <SkeletonLines titleWidth="40%" rows={2} />
      <SkeletonLines rows={rows} />
    </Loading>
  );
}

/** A section while it loads: grey lines where its text comes, the first a shorter title line. */
export function SectionSkeleton({ rows = 4, title = true }: { rows?: number; title?: boolean }) {
  return (
    <Loading>
      <SkeletonLines titleWidth={title ? '38%' : undefined} rows={rows} />
    </Loading>
  );
}

interface LoadFailedProps {
  /** What did not load. */
  title: string;
  onRetry: () => void;
  retrying: boolean;
  /** A small retry button, for a section rather than a whole page. */
  compact?: boolean;
}

/** A load that failed, with its retry (the api client has already toasted the reason). */
export function LoadFailed({ title, onRetry, retrying, compact = false }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      action={
        <Button size={compact ? 'small' : undefined} onClick={onRetry} loading={busy(retrying)}>
          {t('state.retry')}
        </Button>
      }
    />
  );
}

interface EmptyStateProps {
  text: string;
  /** What the user can do about it (a link, a button), under the text. */
  action?: ReactNode;
  /** A page's main list: antd's large picture in a dashed white frame; else its small picture. */
  framed?: boolean;
  className?: string;
}

/** Nothing to show, said plainly, with what the user can do about it. */
export function EmptyState({ text, action, framed = false, className }: EmptyStateProps) {
  const classes = [framed && 'shui-state-empty--framed', className].filter(Boolean).join(' ');
  return (
    <Empty
      className={classes || undefined}
      image={framed ? undefined : Empty.PRESENTED_IMAGE_SIMPLE}
      description={text}
    >
      {action}
    </Empty>
  );
}

interface NotFoundStateProps {
  title: string;
  text: string;
  back: { to: string; label: string };
  /** 403: it exists, but not for this user. */
  status?: '404' | '403';
}

/** An id that names nothing (or nothing for this user): what happened and a way on. */
export function NotFoundState({ title, text, back, status = '404' }: NotFoundStateProps) {
  return (
    <Result
      status={status}
      title={<h1 className="shui-state-not-found__title">{title}</h1>}
      subTitle={text}
      extra={
        <Link className="shui-link-button" to={back.to}>
          {back.label}
        </Link>
      }
    />
  );
}
