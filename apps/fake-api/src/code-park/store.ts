import {
  codeLanguageOf,
  SHORT_HASH_LENGTH,
  type CodeFile,
  type CodeParkCourse,
  type CodeRepo,
  type CodeTree,
  type CommitDetail,
  type CommitPage,
  type CommitSummary,
  type FileDiff,
  type StoredCodeRepo,
  type StoredCommit,
  type StoredFileChange,
  type TreeEntry,
  codeParkErrors,
} from '@shui/contract';
import { fail } from '../http/errors';
import { diffTexts } from './line-diff';
import { pageSlice, type PageRequest } from '../state/page-slice';
import type { StoreState } from '../state/state';

/** What lists show of a commit: its short hash and the first line of its message. */
function summary(commit: StoredCommit): CommitSummary {
  return {
    hash: commit.hash,
    shortHash: commit.hash.slice(0, SHORT_HASH_LENGTH),
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

/** A side of a diff: the file's text (null: no file there), or why there is none to compare. */
type Side = { text: string | null } | { omitted: NonNullable<FileDiff['omitted']> };

/** The file a change left: none after a deletion; unavailable when the state did not keep it. */
function sideAfter(change: StoredFileChange): Side {
  if (change.change === 'deleted') return { text: null };
  if (change.content === undefined) return { omitted: 'unavailable' };
  if (change.content === null) return { omitted: change.omitted ?? 'binary' };
  return { text: change.content };
}

/** Which reason a diff without lines gives when both sides have one: the history's gap first. */
const omissions: ReadonlyArray<NonNullable<FileDiff['omitted']>> = ['unavailable', 'binary', 'tooLarge'];

/**
 * What `change` did to its file against `previous`, the same path's change before it: nothing before an
 * addition; a modification or deletion without one (a history with a gap) cannot be compared.
 */
function fileDiff(change: StoredFileChange, previous: StoredFileChange | undefined): FileDiff {
  const base = { path: change.path, change: change.change, language: codeLanguageOf(change.path) };
  const before: Side =
    change.change === 'added' ? { text: null } : previous ? sideAfter(previous) : { omitted: 'unavailable' };
  const after = sideAfter(change);
  if ('omitted' in before || 'omitted' in after) {
    const reasons = [before, after].flatMap((side) => ('omitted' in side ? [side.omitted] : []));
    const omitted = omissions.find((reason) => reasons.includes(reason)) ?? 'unavailable';
    return { ...base, additions: 0, deletions: 0, omitted, hunks: [] };
  }
  return { ...base, omitted: null, ...diffTexts(before.text, after.text) };
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
    if (!course) throw fail(codeParkErrors.courseNotFound);
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
      throw fail(isDir ? codeParkErrors.isDirectory : codeParkErrors.fileNotFound);
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
  commits(repoId: number, ref: string | undefined, asked: PageRequest): CommitPage {
    const page = pageSlice(newestFirst(this.branch(repoId, ref).commits), asked);
    return {
      ...page,
      list: page.list.map((c) => ({
        ...summary(c),
        files: c.files.map(({ path, change }) => ({ path, change })),
      })),
    };
  }

  /**
   * One commit of the branch with each file's diff: the file after this commit against the same path
   * after the newest older commit that changed it (nothing before an addition, nothing after a deletion).
   */
  commit(repoId: number, hash: string, ref: string | undefined): CommitDetail {
    const history = newestFirst(this.branch(repoId, ref).commits);
    const index = history.findIndex((c) => c.hash === hash);
    const commit = history[index];
    if (!commit) throw fail(codeParkErrors.commitNotFound);
    const older = history.slice(index + 1);
    const files = commit.files.map((change) =>
      fileDiff(
        change,
        older.flatMap((c) => c.files).find((f) => f.path === change.path),
      ),
    );
    const newline = commit.message.indexOf('\n');
    return {
      ...summary(commit),
      body: newline < 0 ? '' : commit.message.slice(newline + 1).trim(),
      additions: files.reduce((sum, f) => sum + f.additions, 0),
      deletions: files.reduce((sum, f) => sum + f.deletions, 0),
      files,
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
    if (!repo) throw fail(codeParkErrors.repoNotFound);
    if (ref !== undefined && ref !== repo.defaultBranch) throw fail(codeParkErrors.refNotFound);
    return repo;
  }
}
