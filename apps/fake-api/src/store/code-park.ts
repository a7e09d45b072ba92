import {
  codeLanguageOf,
  codeParkMessages,
  type CodeFile,
  type CodeParkCourse,
  type CodeRepo,
  type CodeTree,
  type CommitPage,
  type CommitSummary,
  type StoredCodeRepo,
  type StoredCommit,
  type TreeEntry,
} from '@shui/contract';
import { fail } from '../errors';
import type { StoreState } from './state';

const SHORT_HASH = 8;

/** What lists show of a commit: its short hash and the first line of its message. */
function summary(commit: StoredCommit): CommitSummary {
  return {
    hash: commit.hash,
    shortHash: commit.hash.slice(0, SHORT_HASH),
    message: commit.message.split('\n', 1)[0] ?? '',
    author: commit.author,
    time: commit.time,
  };
}

/** A repository's commits newest first (the seed's order; an imported state may have another). */
const newestFirst = (commits: readonly StoredCommit[]) =>
  [...commits].sort((a, b) => (a.time === b.time ? 0 : a.time < b.time ? 1 : -1));

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tree of `paths` in the order a file tree shows it: depth first, in each directory its
 * directories, then its files, each by name. Directories come from the files' paths.
 */
function treeEntries(files: StoredCodeRepo['files']): TreeEntry[] {
  interface Dir {
    dirs: Map<string, Dir>;
    files: Array<{ name: string; size: number }>;
  }
  const root: Dir = { dirs: new Map(), files: [] };
  for (const file of files) {
    const segments = file.path.split('/');
    const name = segments.pop() ?? file.path;
    let dir = root;
    for (const segment of segments) {
      let next = dir.dirs.get(segment);
      if (!next) {
        next = { dirs: new Map(), files: [] };
        dir.dirs.set(segment, next);
      }
      dir = next;
    }
    dir.files.push({ name, size: file.size });
  }
  const entries: TreeEntry[] = [];
  const walk = (dir: Dir, prefix: string) => {
    for (const name of [...dir.dirs.keys()].sort(byName)) {
      const path = `${prefix}${name}`;
      entries.push({ path, name, type: 'dir', size: null });
      walk(dir.dirs.get(name)!, `${path}/`);
    }
    for (const file of [...dir.files].sort((a, b) => byName(a.name, b.name)))
      entries.push({ path: `${prefix}${file.name}`, name: file.name, type: 'file', size: file.size });
  };
  walk(root, '');
  return entries;
}

/**
 * The code park: a course's repositories, read only. Each repository keeps one branch (its default
 * one) with its files and its commits, newest first; an unknown course, repository, branch or path is
 * 404 / 40400 with a message that says which.
 */
export class CodePark {
  constructor(private readonly state: StoreState) {}

  /** The course and its repositories, in the state's order; an empty list for a course without any. */
  repos(courseId: number): CodeParkCourse {
    const course = this.state.data.courses.find((c) => c.id === courseId);
    if (!course) throw fail('notFound', codeParkMessages.courseNotFound);
    return {
      courseId,
      courseName: course.name,
      repos: this.state.data.codeParkRepos.filter((r) => r.courseId === courseId).map((r) => this.card(r)),
    };
  }

  tree(repoId: number, ref: string | undefined): CodeTree {
    const repo = this.branch(repoId, ref);
    return { repoId, ref: repo.defaultBranch, entries: treeEntries(repo.files) };
  }

  file(repoId: number, path: string, ref: string | undefined): CodeFile {
    const repo = this.branch(repoId, ref);
    const file = repo.files.find((f) => f.path === path);
    if (!file) {
      const isDir = repo.files.some((f) => f.path.startsWith(`${path}/`));
      throw fail('notFound', isDir ? codeParkMessages.isDirectory : codeParkMessages.fileNotFound);
    }
    const last = newestFirst(repo.commits).find((c) => c.files.some((f) => f.path === path));
    return {
      repoId,
      ref: repo.defaultBranch,
      path,
      name: nameOf(path),
      size: file.size,
      language: codeLanguageOf(path),
      content: file.content,
      omitted: file.omitted,
      lastCommit: last ? summary(last) : null,
    };
  }

  /** One page of the branch's commits, newest first; a page past the last is empty. */
  commits(repoId: number, ref: string | undefined, pageNum: number, pageSize: number): CommitPage {
    const commits = newestFirst(this.branch(repoId, ref).commits);
    const start = (pageNum - 1) * pageSize;
    return {
      list: commits.slice(start, start + pageSize).map((c) => ({
        ...summary(c),
        files: c.files.map((f) => ({ ...f })),
      })),
      total: commits.length,
      pageNum,
      pageSize,
    };
  }

  private card(repo: StoredCodeRepo): CodeRepo {
    const newest = newestFirst(repo.commits)[0];
    return {
      repoId: repo.repoId,
      courseId: repo.courseId,
      name: repo.name,
      description: repo.description,
      language: repo.language,
      defaultBranch: repo.defaultBranch,
      fileCount: repo.files.length,
      size: repo.files.reduce((sum, f) => sum + f.size, 0),
      commitCount: repo.commits.length,
      lastCommit: newest ? summary(newest) : null,
    };
  }

  /** The repository, when `ref` is absent or names its branch. */
  private branch(repoId: number, ref: string | undefined): StoredCodeRepo {
    const repo = this.state.data.codeParkRepos.find((r) => r.repoId === repoId);
    if (!repo) throw fail('notFound', codeParkMessages.repoNotFound);
    if (ref !== undefined && ref !== repo.defaultBranch) throw fail('notFound', codeParkMessages.refNotFound);
    return repo;
  }
}
