import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CODE_FILE_MAX_BYTES, codeLanguageOf, fakeStateSchema, type SeedCodeRepo } from '@shui/contract';
import { buildState, loadSeed } from '../src/state/seed';
import { DEFAULT_FIXTURES } from '../src/setup';
import { loadCodeParkFiles, readRepoFiles, storedFile } from '../src/code-park/seed';

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
