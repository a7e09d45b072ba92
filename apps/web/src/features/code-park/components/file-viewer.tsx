import { codeParkMessages, type CodeFile } from '@shui/contract';
import { Alert, Breadcrumb, Tag } from 'antd';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatSize, isoTime, timeAgo } from '../code-park-format';
import { placeHref } from '../code-park-search';
import { useCodeFile } from '../api/get-file';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { isNotFound, respMsgOf } from '../../../lib/api-error';

/** CodeMirror comes in its own chunk: the page's lists show while it loads. */
export const loadCodeEditor = () => import('../../../components/code-editor');
const CodeEditor = lazy(() => loadCodeEditor().then((m) => ({ default: m.CodeEditor })));

interface FileViewerProps {
  courseId: number;
  repoId: number;
  repoName: string;
  /** The file to show; null when the repository has none to open on. */
  path: string | null;
  now: number;
}

/** The open file: where it is (a breadcrumb), its last change and its text, highlighted, with line numbers. */
export function FileViewer({ courseId, repoId, repoName, path, now }: FileViewerProps) {
  const { t, i18n } = useTranslation('code-park');
  const headingId = useId();
  const query = useCodeFile(repoId, path);
  const repoHref = placeHref({ courseId, repoId, path: null });

  if (path === null) {
    return (
      <section className="shui-code-park__viewer" tabIndex={-1} data-reveal>
        <EmptyState className="shui-code-park__empty" text={t('file.pick')} />
      </section>
    );
  }

  const segments = path.split('/');
  const breadcrumb = (
    <Breadcrumb
      aria-label={t('file.location')}
      className="shui-code-park__path"
      items={[
        { title: <Link to={repoHref}>{repoName}</Link> },
        ...segments.map((segment, i) => ({
          title:
            i === segments.length - 1 ? (
              <span className="shui-code-park__file-name" aria-current="page">
                {segment}
              </span>
            ) : (
              segment
            ),
        })),
      ]}
    />
  );

  let body;
  if (query.isPending) body = <SectionSkeleton title={false} rows={10} />;
  else if (query.isError) {
    if (isNotFound(query.error)) {
      const directory = respMsgOf(query.error) === codeParkMessages.isDirectory;
      body = (
        <EmptyState
          className="shui-code-park__empty"
          text={t(directory ? 'file.isDirectory' : 'file.notFound', { path })}
          action={<Link to={repoHref}>{t('file.backToRepo')}</Link>}
        />
      );
    } else
      body = (
        <LoadFailed
          compact
          title={t('file.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
  } else body = <FileBody file={query.data} />;

  const file = query.data;
  return (
    <section className="shui-code-park__viewer" aria-labelledby={headingId} tabIndex={-1} data-reveal>
      <header className="shui-code-park__viewer-head">
        <h3 id={headingId} className="shui-visually-hidden">
          {path}
        </h3>
        {breadcrumb}
        {file && (
          <p className="shui-code-park__file-facts">
            <Tag className="shui-code-park__language">{t(`language.${file.language}`)}</Tag>
            <span>{formatSize(file.size, i18n.language)}</span>
            {file.lastCommit && (
              <span>
                {t('file.lastCommit', { message: file.lastCommit.message, author: file.lastCommit.author })}
                {' · '}
                <time dateTime={isoTime(file.lastCommit.time)} title={file.lastCommit.time}>
                  {timeAgo(file.lastCommit.time, now, i18n.language)}
                </time>
                {' · '}
                <Link
                  to={placeHref({ courseId, repoId, path: null, commit: file.lastCommit.hash })}
                  className="shui-code-park__facts-link"
                >
                  {t('file.viewCommit')}
                </Link>
              </span>
            )}
          </p>
        )}
      </header>
      {body}
    </section>
  );
}

/** A file's text in a read-only editor, or why it is not shown. */
function FileBody({ file }: { file: CodeFile }) {
  const { t, i18n } = useTranslation('code-park');
  if (file.omitted !== null || file.content === null) {
    const size = formatSize(file.size, i18n.language);
    return (
      <Alert
        type="info"
        showIcon
        title={t(file.omitted === 'tooLarge' ? 'file.tooLarge' : 'file.binary', { size })}
      />
    );
  }
  if (file.content === '') return <EmptyState className="shui-code-park__empty" text={t('file.empty')} />;
  return (
    <Suspense fallback={<SectionSkeleton title={false} rows={10} />}>
      <CodeEditor
        // A new file is a new editor: its scroll and selection start at the top.
        key={file.path}
        value={file.content}
        language={file.language}
        readOnly
        label={t('file.code', { path: file.path })}
        maxHeight="70vh"
      />
    </Suspense>
  );
}
