import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CODE_FILE_MAX_BYTES,
  CODE_PARK_COURSE_ID,
  codeLanguageOf,
  fakeStateSchema,
  type CodeFile,
  type CodeParkCourse,
  type CodeTree,
  type CommitDetail,
  type CommitPage,
  type FakeState,
  type SeedCodeRepo,
} from '@shui/contract';
import { backendTime } from '../src/state/clock';
import { buildState, loadSeed } from '../src/state/seed';
import { DEFAULT_FIXTURES } from '../src/setup';
import { loadCodeParkFiles, readRepoFiles, storedFile } from '../src/code-park/seed';
import { startFakeApi } from './harness';

type Api = ReturnType<typeof startFakeApi>;
const get = (api: Api, path: string, query: Record<string, string | number>) =>
  api.call('GET', path, { query });
const repos = (api: Api, courseId: number | string) => get(api, '/portal/codepark/repos', { courseId });
const tree = (api: Api, query: Record<string, string | number>) => get(api, '/portal/codepark/tree', query);
const file = (api: Api, query: Record<string, string | number>) => get(api, '/portal/codepark/file', query);
const commits = (api: Api, query: Record<string, string | number>) =>
  get(api, '/portal/codepark/commits', query);
const commit = (api: Api, query: Record<string, string | number>) =>
  get(api, '/portal/codepark/commit', query);
/** The seed's full hash of a short one. */
const full = (api: Api, short: string) =>
  api.store.data.codeParkRepos.flatMap((r) => r.commits).find((c) => c.hash.startsWith(short))!.hash;
const opened = async (api: Api, repoId: number, short: string) =>
  (await commit(api, { repoId, hash: full(api, short) })).body.data as CommitDetail;
/** A file's diff as `git diff` prints its hunks. */
const unified = (detail: CommitDetail, path: string) =>
  detail.files
    .find((f) => f.path === path)!
    .hunks.flatMap((h) => [
      `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`,
      ...h.lines.map((l) => `${l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}${l.text}`),
    ]);
const failure = (res: { status: number; body: { respCode: number; respMsg: string } }) =>
  `${res.status} ${res.body.respCode} ${res.body.respMsg}`;

describe('the code park: repositories of a course', () => {
  it("lists the header's course's repositories with language, size and last commit, without a token", async () => {
    const api = startFakeApi();
    const res = await repos(api, CODE_PARK_COURSE_ID);
    expect(res.status).toBe(200);
    const course = res.body.data as CodeParkCourse;
    expect(course).toMatchObject({ courseId: 3, courseName: 'Python 程序设计' });
    expect(course.repos.map((r) => [r.repoId, r.name, r.language])).toEqual([
      [1, 'data-analysis-starter', 'python'],
      [2, 'score-charts', 'javascript'],
      [3, 'python-notes', 'markdown'],
    ]);
    const starter = course.repos[0]!;
    expect(starter).toMatchObject({ defaultBranch: 'main', fileCount: 11, commitCount: 12 });
    expect(starter.size).toBeGreaterThan(5000);
    // The newest commit, 135 minutes before start-up, with the first line of its message.
    expect(starter.lastCommit).toEqual({
      hash: 'c9dd1dd73c2be7265507e130a5db072e91e4f923',
      shortHash: 'c9dd1dd7',
      message: '作业说明：补全 percentile，按专业分组统计',
      author: '王老师',
      time: backendTime(api.clock.now() - 135 * 60_000),
    });
  });

  it("lists another course's repositories, and none for a course without any", async () => {
    const api = startFakeApi();
    const databases = (await repos(api, 102)).body.data as CodeParkCourse;
    expect(databases.repos.map((r) => r.name)).toEqual(['sql-exercises']);
    const none = (await repos(api, 101)).body.data as CodeParkCourse;
    expect(none).toEqual({ courseId: 101, courseName: '计算机科学导论', repos: [] });
  });

  it('answers 404 for an unknown course and 400 for a courseId that is not a positive number', async () => {
    const api = startFakeApi();
    expect(failure(await repos(api, 9999))).toBe('404 40400 课程不存在');
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await repos(api, bad);
      expect(res.status).toBe(400);
      expect(res.body.respMsg).toMatch(/^请求参数错误：courseId /);
    }
  });
});

describe('the code park: a repository', () => {
  it('answers the whole tree, depth first, directories before files, each by name', async () => {
    const api = startFakeApi();
    const res = await tree(api, { repoId: 1 });
    const answer = res.body.data as CodeTree;
    expect(answer.ref).toBe('main');
    expect(answer.entries.map((e) => (e.type === 'dir' ? `${e.path}/` : e.path))).toEqual([
      'data/',
      'data/majors.csv',
      'data/scores.csv',
      'src/',
      'src/__init__.py',
      'src/load.py',
      'src/report.py',
      'src/stats.py',
      'tests/',
      'tests/test_load.py',
      'tests/test_stats.py',
      '.gitignore',
      'README.md',
      'requirements.txt',
    ]);
    expect(answer.entries.find((e) => e.path === 'src')).toEqual({
      path: 'src',
      name: 'src',
      type: 'dir',
      size: null,
    });
    expect(answer.entries.find((e) => e.path === 'src/__init__.py')?.size).toBe(0);
    // The branch named explicitly answers the same.
    expect((await tree(api, { repoId: 1, ref: 'main' })).body.data).toEqual(answer);
  });

  it("answers a file's text with its language by extension and the newest commit that changed it", async () => {
    const api = startFakeApi();
    const answer = (await file(api, { repoId: 1, path: 'src/stats.py' })).body.data as CodeFile;
    expect(answer).toMatchObject({ repoId: 1, ref: 'main', path: 'src/stats.py', name: 'stats.py' });
    expect(answer.language).toBe('python');
    expect(answer.omitted).toBeNull();
    expect(answer.content).toContain('def median(values: Sequence[float]) -> float:');
    expect(answer.size).toBe(Buffer.byteLength(answer.content!, 'utf8'));
    expect(answer.lastCommit?.message).toBe('作业说明：补全 percentile，按专业分组统计');

    const csv = (await file(api, { repoId: 1, path: 'data/majors.csv' })).body.data as CodeFile;
    expect(csv).toMatchObject({
      language: 'text',
      lastCommit: { message: '数据：加入专业对照表 majors.csv' },
    });
    const sql = (await file(api, { repoId: 4, path: 'solutions/02-join.sql' })).body.data as CodeFile;
    expect(sql.language).toBe('sql');
    expect(sql.content).toContain('LEFT JOIN enrollment');
  });

  it('marks a binary file and answers no content for it', async () => {
    const api = startFakeApi();
    const logo = (await file(api, { repoId: 2, path: 'assets/logo.png' })).body.data as CodeFile;
    expect(logo).toMatchObject({ language: 'text', content: null, omitted: 'binary', size: 89 });
  });

  it('pages the commits newest first with the files each changed; a page past the last is empty', async () => {
    const api = startFakeApi();
    const page = async (pageNum: number, pageSize = 10) =>
      (await commits(api, { repoId: 1, pageNum, pageSize })).body.data as CommitPage;
    const first = await page(1);
    expect(first).toMatchObject({ total: 12, pageNum: 1, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    const times = [...first.list, ...(await page(2)).list].map((c) => c.time);
    expect(times).toHaveLength(12);
    expect(times).toEqual([...times].sort().reverse());
    // Only the first line of a longer message.
    expect(first.list[2]).toMatchObject({
      author: '李同学',
      message: '修复：期末缺考时总评为 None，不再当作 0 分',
      files: [
        { path: 'src/stats.py', change: 'modified' },
        { path: 'src/report.py', change: 'modified' },
        { path: 'tests/test_stats.py', change: 'modified' },
      ],
    });
    const oldest = (await page(2)).list.at(-1)!;
    expect(oldest.message).toBe('初始化项目：读取成绩表');
    expect(oldest.files.map((f) => f.change)).toEqual(Array(6).fill('added'));
    expect(await page(3)).toEqual({ list: [], total: 12, pageNum: 3, pageSize: 10 });
    // Without paging parameters: the first page of 10.
    const plain = (await commits(api, { repoId: 1 })).body.data as CommitPage;
    expect(plain).toMatchObject({ pageNum: 1, pageSize: 10, total: 12 });
  });
});

describe('the code park: a commit', () => {
  it('opens a commit with its whole message and what it did to each file, line by line', async () => {
    const api = startFakeApi();
    const detail = await opened(api, 1, '9d315a90');
    expect(detail).toMatchObject({
      hash: '9d315a90327e3c24f3fa7eafced6d00ff6eb5229',
      shortHash: '9d315a90',
      author: '李同学',
      message: '修复：期末缺考时总评为 None，不再当作 0 分',
      body: '缺考的同学原来被算作 0 分，拉低了均值。现在 total() 返回 None，报告里单独列出缺考名单。',
      additions: 13,
      deletions: 5,
    });
    expect(
      detail.files.map((f) => [f.path, f.change, f.language, f.additions, f.deletions, f.omitted]),
    ).toEqual([
      ['src/stats.py', 'modified', 'python', 5, 4, null],
      ['src/report.py', 'modified', 'python', 4, 1, null],
      ['tests/test_stats.py', 'modified', 'python', 4, 0, null],
    ]);
    expect(unified(detail, 'src/stats.py')).toEqual([
      '@@ -38,13 +38,14 @@',
      '     return math.sqrt(sum((v - average) ** 2 for v in values) / (len(values) - 1))',
      ' ',
      ' ',
      '-def total(record: Record) -> float:',
      '-    """加权总评，保留一位小数。期末缺考按 0 分计。"""',
      '-    final = record.final or 0',
      '+def total(record: Record) -> float | None:',
      '+    """加权总评，保留一位小数；期末缺考时为 None。"""',
      '+    if record.final is None:',
      '+        return None',
      '     value = (',
      '         record.usual * WEIGHTS["usual"]',
      '         + record.midterm * WEIGHTS["midterm"]',
      '-        + final * WEIGHTS["final"]',
      '+        + record.final * WEIGHTS["final"]',
      '     )',
      '     return round(value, 1)',
      ' ',
    ]);
    // Each line numbered in the file before and after the commit.
    const hunk = detail.files[0]!.hunks[0]!;
    expect(hunk.lines[3]).toEqual({
      kind: 'removed',
      oldLine: 41,
      newLine: null,
      text: 'def total(record: Record) -> float:',
    });
    expect(hunk.lines[6]).toMatchObject({ kind: 'added', oldLine: null, newLine: 41 });
    // The newest change of a file ends in the file the file call answers.
    const stats = (await file(api, { repoId: 1, path: 'tests/test_stats.py' })).body.data as CodeFile;
    const lastLine = detail.files[2]!.hunks.at(-1)!.lines.at(-1)!;
    expect(stats.content!.split('\n')[lastLine.newLine! - 1]).toBe(lastLine.text);
  });

  it('shows a deleted file as all removed, an added one as all added, and no lines for a binary one', async () => {
    const api = startFakeApi();
    const refactor = await opened(api, 1, 'c8f8cfb2');
    const main = refactor.files.find((f) => f.path === 'src/main.py')!;
    expect(main).toMatchObject({ change: 'deleted', additions: 0, deletions: 16, omitted: null });
    expect(main.hunks[0]).toMatchObject({ oldStart: 1, oldLines: 16, newStart: 0, newLines: 0 });
    const report = refactor.files.find((f) => f.path === 'src/report.py')!;
    expect(report).toMatchObject({ change: 'added', additions: 30, deletions: 0 });
    expect(report.hunks[0]!.lines.every((l) => l.kind === 'added' && l.oldLine === null)).toBe(true);

    const icon = await opened(api, 2, '832a75b7');
    expect(icon.files).toEqual([
      {
        path: 'assets/logo.png',
        change: 'added',
        language: 'text',
        additions: 0,
        deletions: 0,
        omitted: 'binary',
        hunks: [],
      },
      expect.objectContaining({ path: 'index.html', additions: 1, deletions: 0, omitted: null }),
    ]);
    expect(unified(icon, 'index.html')).toContain('+    <link rel="icon" href="assets/logo.png" />');
    // An empty file added: a change without lines.
    const first = await opened(api, 1, 'e7d09112');
    expect(first.files.find((f) => f.path === 'src/__init__.py')).toMatchObject({
      additions: 0,
      deletions: 0,
      omitted: null,
      hunks: [],
    });
    expect(first.body).toBe('');
  });

  it('opens every commit of every repository with a diff of each file it changed', async () => {
    const api = startFakeApi();
    for (const repo of api.store.data.codeParkRepos) {
      for (const { hash, files } of repo.commits) {
        const detail = (await commit(api, { repoId: repo.repoId, hash })).body.data as CommitDetail;
        expect(detail.files.map((f) => f.path)).toEqual(files.map((f) => f.path));
        for (const diff of detail.files) {
          const where = `${repo.name} ${hash.slice(0, 8)} ${diff.path}`;
          expect(diff.omitted === null || diff.path === 'assets/logo.png', where).toBe(true);
          if (diff.change === 'modified') expect(diff.additions + diff.deletions, where).toBeGreaterThan(0);
        }
      }
    }
  });

  it('says a diff is unavailable for a state written before the commits kept their files', async () => {
    const api = startFakeApi();
    const older = JSON.parse(JSON.stringify(api.store.snapshot())) as FakeState;
    for (const repo of older.codeParkRepos)
      for (const c of repo.commits) c.files = c.files.map(({ path, change }) => ({ path, change }));
    api.store.replace(fakeStateSchema.parse(older));
    const detail = await opened(api, 1, 'c8f8cfb2');
    expect(detail.files.map((f) => [f.path, f.omitted, f.hunks.length])).toEqual([
      ['src/main.py', 'unavailable', 0],
      ['src/report.py', 'unavailable', 0],
      ['README.md', 'unavailable', 0],
    ]);
  });

  it('answers 404 for a hash the branch does not have, and 400 for one that is not a full hash', async () => {
    const api = startFakeApi();
    const hash = full(api, 'c9dd1dd7');
    expect(failure(await commit(api, { repoId: 2, hash }))).toBe('404 40400 提交不存在');
    expect(failure(await commit(api, { repoId: 1, hash: '0'.repeat(40) }))).toBe('404 40400 提交不存在');
    expect(failure(await commit(api, { repoId: 99, hash }))).toBe('404 40400 仓库不存在');
    expect(failure(await commit(api, { repoId: 1, hash, ref: 'dev' }))).toBe('404 40400 分支不存在');
    for (const bad of ['c9dd1dd7', hash.toUpperCase(), `${hash}0`, '']) {
      const res = await commit(api, { repoId: 1, hash: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.respMsg, bad).toMatch(/^请求参数错误：hash /);
    }
  });

  it('lists commits with the paths they changed, not their files', async () => {
    const api = startFakeApi();
    const page = (await commits(api, { repoId: 1 })).body.data as CommitPage;
    expect(Object.keys(page.list[0]!.files[0]!)).toEqual(['path', 'change']);
  });
});

describe('the code park: bad requests', () => {
  it('answers 404 for an unknown repository or branch, on every repository call', async () => {
    const api = startFakeApi();
    for (const call of [tree, commits]) {
      expect(failure(await call(api, { repoId: 99 }))).toBe('404 40400 仓库不存在');
      expect(failure(await call(api, { repoId: 1, ref: 'develop' }))).toBe('404 40400 分支不存在');
    }
    expect(failure(await file(api, { repoId: 99, path: 'README.md' }))).toBe('404 40400 仓库不存在');
    expect(failure(await file(api, { repoId: 1, path: 'README.md', ref: 'dev' }))).toBe(
      '404 40400 分支不存在',
    );
  });

  it('answers 404 for an unknown path, and says so when the path is a directory', async () => {
    const api = startFakeApi();
    expect(failure(await file(api, { repoId: 1, path: 'src/missing.py' }))).toBe('404 40400 文件不存在');
    expect(failure(await file(api, { repoId: 1, path: 'README' }))).toBe('404 40400 文件不存在');
    expect(failure(await file(api, { repoId: 1, path: 'src' }))).toBe('404 40400 该路径是目录，不是文件');
    // Paths are exact: another repository's file is not this one's.
    expect(failure(await file(api, { repoId: 2, path: 'src/stats.py' }))).toBe('404 40400 文件不存在');
  });

  it('refuses a path that could leave the repository, with a 400 that names the rule', async () => {
    const api = startFakeApi();
    const bad = [
      '../data-analysis-starter/README.md',
      'src/../../sql-exercises/schema.sql',
      '..',
      './README.md',
      '/etc/passwd',
      'src//stats.py',
      'src/',
      'src\\stats.py',
      'src/stats.py\u0000.txt',
      '',
      'a'.repeat(256),
    ];
    for (const path of bad) {
      const res = await file(api, { repoId: 1, path });
      expect([res.status, res.body.respCode], path).toEqual([400, 40000]);
      expect(res.body.respMsg, path).toMatch(/^请求参数错误：path /);
    }
    const rule = (await file(api, { repoId: 1, path: '../x' })).body.respMsg as string;
    expect(rule).toContain("no '..'");
  });

  it('refuses bad paging and a bad branch name', async () => {
    const api = startFakeApi();
    const bad: Array<Record<string, string | number>> = [
      { repoId: 1, pageNum: 0 },
      { repoId: 1, pageSize: 15 },
      { repoId: 1, pageNum: 'x' },
      { repoId: 'one' },
      { repoId: 1, ref: 'main branch' },
    ];
    for (const query of bad) {
      expect((await commits(api, query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('the code park: its seed', () => {
  it('reads every repository of fixtures/code-park into a state that matches the contract', () => {
    const state = buildState(loadSeed(DEFAULT_FIXTURES), Date.now());
    expect(() => fakeStateSchema.parse(state)).not.toThrow();
    // Every change but a deletion with the file it left.
    const changes = state.codeParkRepos.flatMap((r) => r.commits.flatMap((c) => c.files));
    expect(changes.filter((f) => f.change !== 'deleted' && f.content === undefined)).toEqual([]);
    expect(state.codeParkRepos.map((r) => [r.name, r.files.length, r.commits.length])).toEqual([
      ['data-analysis-starter', 11, 12],
      ['score-charts', 8, 5],
      ['python-notes', 6, 4],
      ['sql-exercises', 9, 4],
    ]);
    // Every text file kept whole; the only binary one marked.
    const all = state.codeParkRepos.flatMap((r) => r.files);
    expect(all.filter((f) => f.content === null).map((f) => [f.path, f.omitted])).toEqual([
      ['assets/logo.png', 'binary'],
    ]);
  });

  it('keeps text, marks binary and oversized files, and drops a byte-order mark', () => {
    expect(storedFile('a.py', Buffer.from('print("水杉")\n'))).toEqual({
      path: 'a.py',
      size: 16,
      content: 'print("水杉")\n',
      omitted: null,
    });
    expect(storedFile('b.bin', Buffer.from([1, 2, 0, 3])).omitted).toBe('binary');
    expect(storedFile('c.txt', Buffer.from([0xc3, 0x28])).omitted).toBe('binary');
    const big = storedFile('d.csv', Buffer.alloc(CODE_FILE_MAX_BYTES + 1, 'a'));
    expect(big).toMatchObject({ content: null, omitted: 'tooLarge', size: CODE_FILE_MAX_BYTES + 1 });
    expect(storedFile('e.md', Buffer.from('\uFEFF# 标题')).content).toBe('# 标题');
  });

  it('reads nested folders with / separators, sorted', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-repo-'));
    try {
      mkdirSync(join(dir, 'src', 'deep'), { recursive: true });
      writeFileSync(join(dir, 'src', 'deep', 'x.js'), 'export {};\n');
      writeFileSync(join(dir, 'README.md'), '# r\n');
      expect(readRepoFiles(dir).map((f) => f.path)).toEqual(['README.md', 'src/deep/x.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a seed whose files and commits disagree, naming each problem', () => {
    const seed = loadSeed(DEFAULT_FIXTURES);
    const dir = mkdtempSync(join(tmpdir(), 'shui-seed-'));
    try {
      mkdirSync(join(dir, 'seed'));
      mkdirSync(join(dir, 'repo'));
      writeFileSync(join(dir, 'repo', 'extra.py'), 'pass\n');
      const repo = {
        ...seed.codeParkRepos[0]!,
        dir: '../repo',
        commits: seed.codeParkRepos[0]!.commits.slice(-1),
      };
      const broken = { ...seed, codeParkRepos: [repo, { ...repo, courseId: 424242 }] };
      expect(() => loadCodeParkFiles(broken, join(dir, 'seed'))).toThrow(
        /repository 1 \(data-analysis-starter\): extra\.py is in .* but no commit adds it[\s\S]*README\.md is missing[\s\S]*repoId used twice[\s\S]*course 424242 is not in the seed/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the code park: the earlier versions of its seed', () => {
  /** A seed of one repository: a.py added, then changed; its folders in a temporary directory. */
  function tinySeed(versions: Record<string, string>) {
    const seed = loadSeed(DEFAULT_FIXTURES);
    const dir = mkdtempSync(join(tmpdir(), 'shui-history-'));
    mkdirSync(join(dir, 'seed'));
    mkdirSync(join(dir, 'repo'));
    writeFileSync(join(dir, 'repo', 'a.py'), 'print(2)\n');
    for (const [path, text] of Object.entries(versions)) {
      mkdirSync(join(dir, 'history', path, '..'), { recursive: true });
      writeFileSync(join(dir, 'history', path), text);
    }
    const hash = (n: number) => String(n).repeat(40);
    const repo: SeedCodeRepo = {
      ...seed.codeParkRepos[0]!,
      dir: '../repo',
      historyDir: '../history',
      commits: [
        {
          hash: hash(2),
          author: '甲',
          message: 'change',
          minutesAgo: 1,
          files: [{ path: 'a.py', change: 'modified' }],
        },
        {
          hash: hash(1),
          author: '甲',
          message: 'add',
          minutesAgo: 2,
          files: [{ path: 'a.py', change: 'added' }],
        },
      ],
    };
    return { seed: { ...seed, codeParkRepos: [repo] }, dir, seedDir: join(dir, 'seed') };
  }

  it("reads each change's file: the newest from the repository, older ones from the history", () => {
    const { seed, dir, seedDir } = tinySeed({ '11111111/a.py': 'print(1)\n' });
    try {
      loadCodeParkFiles(seed, seedDir);
      expect(seed.codeParkRepos[0]!.commits.map((c) => c.files[0]!.content)).toEqual([
        'print(2)\n',
        'print(1)\n',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a history with a version missing, one no change takes, or a folder of no commit', () => {
    const { seed, dir, seedDir } = tinySeed({ '22222222/a.py': 'x\n', '33333333/b.py': 'y\n' });
    try {
      expect(() => loadCodeParkFiles(seed, seedDir)).toThrow(
        /33333333 is not the folder of a commit[\s\S]*1{40} added a\.py, but its version is not there: .*11111111\/a\.py is missing[\s\S]*22222222\/a\.py is no earlier version/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('codeLanguageOf', () => {
  it('highlights by extension, case-insensitive, text otherwise', () => {
    expect(
      ['a.py', 'b/C.SQL', 'x.mjs', 'README.md', 'p.json', 'data.csv', 'Makefile', '.gitignore'].map(
        codeLanguageOf,
      ),
    ).toEqual(['python', 'sql', 'javascript', 'markdown', 'json', 'text', 'text', 'text']);
  });
});
