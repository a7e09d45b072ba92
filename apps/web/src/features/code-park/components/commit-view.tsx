import { ArrowLeftOutlined } from '@ant-design/icons';
import { SHORT_HASH_LENGTH, type CommitDetail, type FileDiff } from '@shui/contract';
import { Alert, Tag } from 'antd';
import { lazy, Suspense, useEffect, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoTime, timeAgo } from '../code-park-format';
import { placeHref } from '../code-park-search';
import { useCodeTree } from '../api/get-tree';
import { useCommit } from '../api/get-commit';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';

/** The diffs come in CodeMirror's chunk: the commit's facts and files show while it loads. */
const loadDiffView = () => import('./diff-view');
const DiffView = lazy(() => loadDiffView().then((m) => ({ default: m.DiffView })));

interface CommitViewProps {
  courseId: number;
  repoId: number;
  /** The commit's full hash. */
  hash: string;
  now: number;
}

/**
 * One commit, where the files are shown while it is open (`?commit=` in the address): its message, who
 * and when, the files it changed (each a link to its diff below) and each file's diff, highlighted. Its
 * heading (`data-reveal`) takes the focus when it opens (code-park-page.tsx).
 */
export function CommitView({ courseId, repoId, hash, now }: CommitViewProps) {
  const { t, i18n } = useTranslation('code-park');
  const headingId = useId();
  const query = useCommit(repoId, hash);
  const short = hash.slice(0, SHORT_HASH_LENGTH);
  const filesHref = placeHref({ courseId, repoId, path: null });
  // CodeMirror is fetched beside the commit, not after it.
  useEffect(() => void loadDiffView(), []);

  let body;
  if (query.isPending) body = <SectionSkeleton title={false} rows={10} />;
  else if (query.isError)
    body = isNotFound(query.error) ? (
      <EmptyState className="shui-code-park__empty" text={t('commit.notFound', { hash: short })} />
    ) : (
      <LoadFailed
        compact
        title={t('commit.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else body = <CommitBody commit={query.data} courseId={courseId} repoId={repoId} />;

  const commit = query.data;
  return (
    <section className="shui-code-park__card shui-code-park__commit-view" aria-labelledby={headingId}>
      <Link to={filesHref} className="shui-code-park__back">
        <ArrowLeftOutlined aria-hidden /> {t('commit.back')}
      </Link>
      <header className="shui-code-park__commit-head">
        <h3 id={headingId} className="shui-bar-heading shui-code-park__heading" tabIndex={-1} data-reveal>
          {t('commit.heading', { hash: short })}
        </h3>
        {commit && (
          <>
            <p className="shui-code-park__commit-title">{commit.message}</p>
            {commit.body !== '' && <p className="shui-code-park__commit-body">{commit.body}</p>}
            <p className="shui-code-park__commit-meta">
              <code className="shui-code-park__hash" title={commit.hash}>
                {commit.shortHash}
              </code>
              <span>{commit.author}</span>
              <time dateTime={isoTime(commit.time)} title={commit.time}>
                {timeAgo(commit.time, now, i18n.language)}
              </time>
              <span>{t('commits.files', { count: commit.files.length })}</span>
              <Stat additions={commit.additions} deletions={commit.deletions} />
            </p>
          </>
        )}
      </header>
      {body}
    </section>
  );
}

/** "+12 −3", read as "12 lines added, 3 lines removed". */
function Stat({ additions, deletions }: { additions: number; deletions: number }) {
  const { t } = useTranslation('code-park');
  return (
    <span className="shui-code-park__stat">
      <span className="shui-visually-hidden">
        {t('commit.additions', { count: additions })}, {t('commit.deletions', { count: deletions })}
      </span>
      <span aria-hidden className="shui-code-park__stat-added">
        +{additions}
      </span>
      <span aria-hidden className="shui-code-park__stat-removed">
        −{deletions}
      </span>
    </span>
  );
}

const diffId = (base: string, index: number) => `${base}-file-${index}`;

/** The files the commit changed, then each one's diff. */
function CommitBody({
  commit,
  courseId,
  repoId,
}: {
  commit: CommitDetail;
  courseId: number;
  repoId: number;
}) {
  const { t } = useTranslation('code-park');
  const base = useId().replace(/[^\w-]/g, '');
  const listId = useId();
  // The repository's files now (the page has them beside the commit): a file the commit changed may have
  // gone since, or with it.
  const tree = useCodeTree(repoId);
  const filesNow = new Set(tree.data?.entries.filter((e) => e.type === 'file').map((e) => e.path));

  // In-page links that scroll to the diff and hand it the focus, leaving the address as it is.
  const jump = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    const target = document.getElementById(diffId(base, index));
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView?.({ block: 'start' });
    target.querySelector<HTMLElement>('h4')?.focus({ preventScroll: true });
  };

  return (
    <>
      <nav aria-labelledby={listId} className="shui-code-park__changed">
        <h4 id={listId} className="shui-code-park__changed-heading">
          {t('commit.files')}
        </h4>
        <ul className="shui-code-park__changed-list">
          {commit.files.map((file, index) => (
            <li key={file.path}>
              <ChangeTag change={file.change} />
              <a href={`#${diffId(base, index)}`} onClick={(event) => jump(event, index)}>
                {file.path}
              </a>
              {file.omitted === null && <Stat additions={file.additions} deletions={file.deletions} />}
            </li>
          ))}
        </ul>
      </nav>
      {commit.files.map((file, index) => (
        <FileDiffSection
          key={file.path}
          id={diffId(base, index)}
          file={file}
          commit={commit.hash}
          href={filesNow.has(file.path) ? placeHref({ courseId, repoId, path: file.path }) : null}
        />
      ))}
    </>
  );
}

function ChangeTag({ change }: { change: FileDiff['change'] }) {
  const { t } = useTranslation('code-park');
  return (
    <Tag className={`shui-code-park__change shui-code-park__change--${change}`}>
      {t(`commit.change.${change}`)}
    </Tag>
  );
}

interface FileDiffSectionProps {
  id: string;
  file: FileDiff;
  commit: string;
  /** The file's page (as it is now); null when the repository has no such file now. */
  href: string | null;
}

/** One file's diff: its path, what happened to it, its lines (or why there are none). */
function FileDiffSection({ id, file, commit, href }: FileDiffSectionProps) {
  const { t } = useTranslation('code-park');
  const headingId = useId();

  let body;
  if (file.omitted !== null)
    body = <Alert type="info" showIcon title={t(`commit.omitted.${file.omitted}`)} />;
  else if (file.hunks.length === 0) body = <p className="shui-code-park__muted">{t('commit.noLines')}</p>;
  else
    body = (
      <Suspense fallback={<SectionSkeleton title={false} rows={6} />}>
        <DiffView
          key={`${commit}:${file.path}`}
          hunks={file.hunks}
          language={file.language}
          label={t('commit.diff', { path: file.path })}
        />
      </Suspense>
    );

  return (
    <section id={id} className="shui-code-park__diff" aria-labelledby={headingId}>
      <header className="shui-code-park__diff-head">
        <ChangeTag change={file.change} />
        <h4 id={headingId} className="shui-code-park__diff-path" tabIndex={-1}>
          {file.path}
        </h4>
        {file.omitted === null && <Stat additions={file.additions} deletions={file.deletions} />}
        {href !== null && (
          <Link to={href} className="shui-code-park__diff-link">
            {t('commit.viewFile')}
          </Link>
        )}
      </header>
      {body}
    </section>
  );
}
