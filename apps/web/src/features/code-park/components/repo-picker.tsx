import { BranchesOutlined, CodeOutlined } from '@ant-design/icons';
import type { CodeRepo } from '@shui/contract';
import { Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isoTime, timeAgo } from '../code-park-format';
import { placeHref } from '../code-park-search';

interface RepoPickerProps {
  courseId: number;
  repos: readonly CodeRepo[];
  /** The repository open, if any. */
  current: number | null;
  now: number;
}

/**
 * The course's repositories as cards, each a link to its page (so a repository can be opened in a new
 * tab or shared): name, description, main language, size and last commit. The open one is marked.
 */
export function RepoPicker({ courseId, repos, current, now }: RepoPickerProps) {
  const { t, i18n } = useTranslation('code-park');
  const headingId = useId();
  return (
    <section className="shui-code-park__repos" aria-labelledby={headingId}>
      <h2 id={headingId} className="shui-bar-heading shui-code-park__heading">
        {t('repos.heading')}
      </h2>
      <ul
        className={
          current === null
            ? 'shui-code-park__repo-list shui-card-grid'
            : 'shui-code-park__repo-list shui-card-grid has-open'
        }
        aria-labelledby={headingId}
      >
        {repos.map((repo) => {
          const open = repo.repoId === current;
          return (
            <li key={repo.repoId}>
              <Link
                to={placeHref({ courseId, repoId: repo.repoId, path: null })}
                className={open ? 'shui-code-park__repo is-open' : 'shui-code-park__repo'}
                aria-current={open ? 'true' : undefined}
              >
                <span className="shui-code-park__repo-name">
                  <CodeOutlined aria-hidden /> {repo.name}
                </span>
                <span className="shui-code-park__repo-description">{repo.description}</span>
                <span className="shui-code-park__repo-facts">
                  <Tag className="shui-code-park__language">{t(`language.${repo.language}`)}</Tag>
                  <span>
                    <BranchesOutlined aria-hidden /> {t('repos.branch', { name: repo.defaultBranch })}
                  </span>
                  <span>{t('repos.files', { count: repo.fileCount })}</span>
                  <span>{t('repos.commits', { count: repo.commitCount })}</span>
                </span>
                <span className="shui-code-park__repo-commit">
                  {repo.lastCommit ? (
                    <>
                      <span className="shui-code-park__repo-message">{repo.lastCommit.message}</span>
                      <time dateTime={isoTime(repo.lastCommit.time)} title={repo.lastCommit.time}>
                        {t('repos.updated', { time: timeAgo(repo.lastCommit.time, now, i18n.language) })}
                      </time>
                    </>
                  ) : (
                    t('repos.noCommits')
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
