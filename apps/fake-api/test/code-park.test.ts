import { describe, expect, it } from 'vitest';
import {
  CODE_PARK_COURSE_ID,
  type CodeFile,
  type CodeParkCourse,
  type CodeTree,
  type CommitPage,
} from '@shui/contract';
import { backendTime } from '../src/state/clock';
import { startFakeApi } from './harness';
import { repos, tree, file, commits, failure } from './code-park-helpers';

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
