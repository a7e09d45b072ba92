import type { CodeRepo } from '@shui/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { placeHref, type CodeParkPlace } from '../code-park-search';
import { frontFile } from '../file-tree-data';
import { useCodeParkRepos } from '../api/get-repos';
import { useCodeTree } from '../api/get-tree';
import { useReveal } from '../hooks/use-reveal';
import { CommitList } from './commit-list';
import { CommitView } from './commit-view';
import { FileTree } from './file-tree';
import { FileViewer, loadCodeEditor } from './file-viewer';
import { EmptyState, LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { RepoPicker } from './repo-picker';
import { PageBreadcrumb } from '../../../components/page-breadcrumb';

/** Where the page is, and its title. */
function PageTop({ summary }: { summary?: string }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('code-park');
  return (
    <>
      <PageBreadcrumb items={[{ label: t('routes.codePark') }]} />
      <header className="shui-code-park__hero">
        <h1 className="shui-code-park__title">{t('routes.codePark')}</h1>
        <p className="shui-code-park__intro">{summary ?? tp('intro')}</p>
      </header>
    </>
  );
}

/** The page for an address without a course, or a course the backend does not know. */
function NoCourse({ message }: { message: string }) {
  const { t } = useTranslation('code-park');
  return (
    <div className="shui-page shui-page--banner shui-code-park">
      <PageTop />
      <section className="shui-code-park__card">
        <EmptyState
          className="shui-code-park__empty"
          text={message}
          action={
            <div className="shui-code-park__ways">
              <Link to={paths.moocCourseList}>{t('course.toCourseHall')}</Link>
              <Link to={paths.home}>{t('course.backHome')}</Link>
            </div>
          }
        />
      </section>
    </div>
  );
}

/**
 * /codePark/codeParkDetail?courseId=&repo=&path=&commit=: the course's repositories; the one picked
 * with its files (tree and viewer), or one of its commits, and its commits. Everything the user opens
 * is in the address, so a link opens it.
 */
export function CodeParkPage({ place }: { place: CodeParkPlace }) {
  const { t } = useTranslation('code-park');
  if (place.courseId === null) return <NoCourse message={t('course.badAddress')} />;
  return (
    <CoursePark
      courseId={place.courseId}
      repoId={place.repoId}
      path={place.path}
      commit={place.commit ?? null}
    />
  );
}

function CoursePark({
  courseId,
  repoId,
  path,
  commit,
}: {
  courseId: number;
  repoId: number | null;
  path: string | null;
  commit: string | null;
}) {
  const { t } = useTranslation('code-park');
  // One clock reading per visit: "3 days ago" does not change while the page is read.
  const [now] = useState(() => Date.now());
  const query = useCodeParkRepos(courseId);

  if (query.isError && isNotFound(query.error)) return <NoCourse message={t('course.notFound')} />;

  let body;
  if (query.isPending) body = <SectionSkeleton title={false} rows={5} />;
  else if (query.isError)
    body = (
      <LoadFailed
        compact
        title={t('course.failed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data.repos.length === 0)
    body = (
      <section className="shui-code-park__card">
        <EmptyState className="shui-code-park__empty" text={t('repos.empty')} />
      </section>
    );
  else {
    const { repos } = query.data;
    const repo = repos.find((r) => r.repoId === repoId);
    body = (
      <>
        <RepoPicker courseId={courseId} repos={repos} current={repo?.repoId ?? null} now={now} />
        {repo ? (
          <RepoView key={repo.repoId} courseId={courseId} repo={repo} path={path} commit={commit} now={now} />
        ) : (
          <section className="shui-code-park__card">
            <EmptyState
              className="shui-code-park__empty"
              text={repoId === null ? t('repos.pick') : t('repos.unknown', { id: repoId })}
            />
          </section>
        )}
      </>
    );
  }

  const summary = query.data
    ? t('course.summary', { course: query.data.courseName, count: query.data.repos.length })
    : undefined;
  return (
    <div className="shui-page shui-page--banner shui-code-park">
      <PageTop summary={summary} />
      {body}
    </div>
  );
}

interface RepoViewProps {
  courseId: number;
  repo: CodeRepo;
  path: string | null;
  /** The commit open (its full hash) instead of the files, or null. */
  commit: string | null;
  now: number;
}

/**
 * One repository: its facts, its files beside the open one (or the commit open), and its commits. What
 * the user opens is brought into view, with the focus when it moves (useReveal).
 */
function RepoView({ courseId, repo, path, commit, now }: RepoViewProps) {
  const { t } = useTranslation('code-park');
  const navigate = useNavigate();
  const headingId = useId();
  const treeHeadingId = useId();
  const tree = useCodeTree(repo.repoId);
  // CodeMirror is fetched beside the tree and the file, not after them.
  useEffect(() => void loadCodeEditor(), []);
  // Without a path the repository opens on its README, as code hosts do (the address stays short).
  const open = path ?? (tree.data ? frontFile(tree.data.entries) : null);
  const shown = useRef<HTMLDivElement>(null);
  // What the address opens (not the README the tree's answer opens on): a file opened from the tree
  // keeps the focus there when the file is beside it; a commit takes it.
  useReveal(commit === null ? `file:${path ?? ''}` : `commit:${commit}`, shown, commit !== null);

  let files;
  if (tree.isPending) files = <SectionSkeleton title={false} rows={8} />;
  else if (tree.isError)
    files = (
      <LoadFailed
        compact
        title={t('tree.failed')}
        onRetry={() => void tree.refetch()}
        retrying={tree.isFetching}
      />
    );
  else if (tree.data.entries.length === 0)
    files = <EmptyState className="shui-code-park__empty" text={t('tree.empty')} />;
  else
    files = (
      <FileTree
        tree={tree.data}
        repoName={repo.name}
        open={open}
        onOpen={(next) => void navigate(placeHref({ courseId, repoId: repo.repoId, path: next }))}
      />
    );

  return (
    <section className="shui-code-park__repo-view" aria-labelledby={headingId}>
      <header className="shui-code-park__repo-head">
        <h2 id={headingId} className="shui-bar-heading shui-code-park__heading">
          {repo.name}
        </h2>
        <p className="shui-code-park__muted">{repo.description}</p>
      </header>
      {commit !== null ? (
        <div ref={shown} className="shui-code-park__shown">
          <CommitView courseId={courseId} repoId={repo.repoId} hash={commit} now={now} />
        </div>
      ) : (
        <div className="shui-code-park__browser">
          <nav className="shui-code-park__card shui-code-park__files" aria-labelledby={treeHeadingId}>
            <h3 id={treeHeadingId} className="shui-bar-heading shui-code-park__heading">
              {t('tree.heading')}
            </h3>
            {files}
          </nav>
          <div ref={shown} className="shui-code-park__card shui-code-park__file shui-code-park__shown">
            {tree.isPending && path === null ? (
              <SectionSkeleton title={false} rows={10} />
            ) : (
              <FileViewer
                courseId={courseId}
                repoId={repo.repoId}
                repoName={repo.name}
                path={open}
                now={now}
              />
            )}
          </div>
        </div>
      )}
      <CommitList courseId={courseId} repoId={repo.repoId} current={commit} now={now} />
    </section>
  );
}
