import { describe, expect, it } from 'vitest';
import {
  fakeStateSchema,
  type CodeFile,
  type CommitDetail,
  type CommitPage,
  type FakeState,
} from '@shui/contract';
import { startFakeApi } from './harness';
import { file, commits, commit, full, opened, unified, failure } from './code-park-helpers';

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
