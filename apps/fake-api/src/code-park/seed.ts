import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CODE_FILE_MAX_BYTES,
  repoPathSchema,
  SHORT_HASH_LENGTH,
  type FakeState,
  type Seed,
  type SeedCodeRepo,
  type StoredCodeFile,
} from '@shui/contract';
import { backendTime } from '../state/clock';

/** A repository of the seed holds at most this many files (a wrong `dir` fails loudly, not slowly). */
export const CODE_REPO_MAX_FILES = 500;

/** Bytes looked at for a NUL, as git does to tell binary from text. */
const SNIFF_BYTES = 8000;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * One file as the state keeps it: its text when it is UTF-8 without a NUL in its first 8000 bytes and
 * at most CODE_FILE_MAX_BYTES long; else no content and why (`binary`, `tooLarge`).
 */
export function storedFile(path: string, bytes: Buffer): StoredCodeFile {
  const size = bytes.length;
  if (bytes.subarray(0, SNIFF_BYTES).includes(0)) return { path, size, content: null, omitted: 'binary' };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { path, size, content: null, omitted: 'binary' };
  }
  if (size > CODE_FILE_MAX_BYTES) return { path, size, content: null, omitted: 'tooLarge' };
  // A byte-order mark is not part of the text.
  return { path, size, content: text.startsWith('\uFEFF') ? text.slice(1) : text, omitted: null };
}

/**
 * Every file under `root`, by its path relative to it with `/` separators, sorted. Symbolic links and
 * anything but plain files and folders are left out; a path the calls could not name is an error.
 */
export function readRepoFiles(root: string): StoredCodeFile[] {
  const files: StoredCodeFile[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(join(dir, entry.name), path);
      else if (entry.isFile()) {
        if (!repoPathSchema.safeParse(path).success) throw new Error(`unusable file name "${path}"`);
        if (files.length >= CODE_REPO_MAX_FILES) throw new Error(`more than ${CODE_REPO_MAX_FILES} files`);
        files.push(storedFile(path, readFileSync(join(dir, entry.name))));
      }
    }
  };
  walk(root, '');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The paths a repository's commits leave in place, applied oldest first: a path is there after its last
 * change unless that change deleted it. Problems (a change to a path not there, a repeated hash) are
 * collected, not thrown, so the seed's error lists them all.
 */
function checkHistory(repo: SeedCodeRepo, problems: string[]): Set<string> {
  const present = new Set<string>();
  [...repo.commits].reverse().forEach((commit) => {
    for (const { path, change } of commit.files) {
      const there = present.has(path);
      if (change === 'added' && there) problems.push(`${commit.hash} adds ${path}, already there`);
      if (change !== 'added' && !there) problems.push(`${commit.hash} ${change} ${path}, not there`);
      if (change === 'deleted') present.delete(path);
      else present.add(path);
    }
  });
  return present;
}

/**
 * The earlier versions of a repository's files: `<root>/<short hash>/<path>`, by short hash then path.
 * A folder that names no commit is a problem.
 */
function readHistory(
  root: string,
  repo: SeedCodeRepo,
  problems: string[],
): Map<string, Map<string, StoredCodeFile>> {
  const versions = new Map<string, Map<string, StoredCodeFile>>();
  const shortHashes = new Set(repo.commits.map((c) => c.hash.slice(0, SHORT_HASH_LENGTH)));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || !shortHashes.has(entry.name)) {
      problems.push(
        `${join(root, entry.name)} is not the folder of a commit (its ${SHORT_HASH_LENGTH}-digit short hash)`,
      );
      continue;
    }
    const files = readRepoFiles(join(root, entry.name));
    versions.set(entry.name, new Map(files.map((f) => [f.path, f])));
  }
  return versions;
}

/**
 * Gives every change but a deletion the file it left: a path's newest change the file in `dir`, an
 * older one its version in `historyDir` (unless the seed writes it in the change). Each version missing,
 * and each one in `historyDir` no change takes, is a problem.
 */
function attachVersions(repo: SeedCodeRepo, seedDir: string, problems: string[]): void {
  let versions = new Map<string, Map<string, StoredCodeFile>>();
  const root = repo.historyDir === undefined ? null : resolve(seedDir, repo.historyDir);
  if (root !== null) {
    try {
      versions = readHistory(root, repo, problems);
    } catch (error) {
      problems.push(`cannot read ${root}: ${(error as Error).message}`);
    }
  }
  const onDisk = new Map(repo.files.map((f) => [f.path, f]));
  const newest = new Set<string>();
  const taken = new Set<string>();
  for (const commit of repo.commits) {
    const short = commit.hash.slice(0, SHORT_HASH_LENGTH);
    for (const change of commit.files) {
      const isNewest = !newest.has(change.path);
      newest.add(change.path);
      if (change.change === 'deleted' || change.content !== undefined) continue;
      const version = isNewest ? onDisk.get(change.path) : versions.get(short)?.get(change.path);
      if (!isNewest) taken.add(`${short}/${change.path}`);
      if (version) {
        change.content = version.content;
        change.omitted = version.omitted;
      } else if (!isNewest) {
        const where =
          root === null ? 'historyDir is not set' : `${join(root, short, change.path)} is missing`;
        problems.push(
          `${commit.hash} ${change.change} ${change.path}, but its version is not there: ${where}`,
        );
      }
    }
  }
  for (const [short, files] of versions)
    for (const path of files.keys())
      if (!taken.has(`${short}/${path}`))
        problems.push(
          `${join(root ?? '', short, path)} is no earlier version: its commit does not change it, or changes it last (then it is in ${repo.dir})`,
        );
}

/**
 * Reads each repository's files (its `dir`, relative to the seed directory `seedDir`) and their earlier
 * versions (`historyDir`) into the seed and checks the code park's part: ids unique, commits newest
 * first with unique hashes, each repository's course in the seed, the files on disk exactly those its
 * history leaves, and a version for every change. Throws with every problem.
 */
export function loadCodeParkFiles(seed: Seed, seedDir: string): void {
  const problems: string[] = [];
  const courseIds = new Set([...seed.courses, ...seed.courseHall.courses].map((c) => c.id));
  const repoIds = new Set<number>();
  const hashes = new Set<string>();
  for (const repo of seed.codeParkRepos) {
    const where = `code park repository ${repo.repoId} (${repo.name})`;
    const local: string[] = [];
    if (repoIds.has(repo.repoId)) local.push('repoId used twice');
    repoIds.add(repo.repoId);
    if (!courseIds.has(repo.courseId)) local.push(`course ${repo.courseId} is not in the seed`);
    const root = resolve(seedDir, repo.dir);
    try {
      repo.files = readRepoFiles(root);
    } catch (error) {
      local.push(`cannot read ${root}: ${(error as Error).message}`);
      repo.files = [];
    }
    repo.commits.forEach((commit, index) => {
      if (hashes.has(commit.hash)) local.push(`commit ${commit.hash} used twice`);
      hashes.add(commit.hash);
      const newer = repo.commits[index - 1];
      if (newer && newer.minutesAgo > commit.minutesAgo) local.push(`commit ${commit.hash} is out of order`);
    });
    const present = checkHistory(repo, local);
    const onDisk = new Set(repo.files.map((f) => f.path));
    for (const path of onDisk)
      if (!present.has(path)) local.push(`${path} is in ${root} but no commit adds it`);
    for (const path of present) if (!onDisk.has(path)) local.push(`${path} is missing from ${root}`);
    attachVersions(repo, seedDir, local);
    problems.push(...local.map((p) => `${where}: ${p}`));
  }
  if (problems.length > 0) throw new Error(`the code park's seed is inconsistent:\n${problems.join('\n')}`);
}

/** The code park's part of the state: commit times relative to `now`, the files and versions as read. */
export function buildCodeParkState(seed: Seed, now: number): Pick<FakeState, 'codeParkRepos'> {
  return {
    codeParkRepos: seed.codeParkRepos.map(({ dir: _dir, historyDir: _history, commits, files, ...repo }) => ({
      ...repo,
      files: files.map((f) => ({ ...f })),
      commits: commits.map(({ minutesAgo, files: changed, ...commit }) => ({
        ...commit,
        time: backendTime(now - minutesAgo * 60_000),
        files: changed.map((c) => ({ ...c })),
      })),
    })),
  };
}
