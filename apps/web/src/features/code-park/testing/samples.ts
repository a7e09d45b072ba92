import type { CodeFile, CodeParkCourse, CodeTree, Commit, CommitDetail, CommitPage } from '@shui/contract';

/** Sample answers of the code park calls, shaped by the contract (as fixtures/seed/code-park.json). */

const hash = (n: number) => n.toString(16).padStart(40, 'a');

/** `minutes` before the real clock, as a backend time (China Standard Time). */
export function minutesAgo(minutes: number): string {
  const cst = new Date(Date.now() - minutes * 60_000 + 8 * 3600_000);
  return cst.toISOString().slice(0, 19).replace('T', ' ');
}

export const course: CodeParkCourse = {
  courseId: 3,
  courseName: 'Python 程序设计',
  repos: [
    {
      repoId: 1,
      courseId: 3,
      name: 'data-analysis-starter',
      description: '课程项目模板：读取成绩表并输出报告。',
      language: 'python',
      defaultBranch: 'main',
      fileCount: 5,
      size: 4200,
      commitCount: 12,
      lastCommit: {
        hash: hash(1),
        shortHash: hash(1).slice(0, 8),
        message: '作业说明：补全 percentile',
        author: '王老师',
        time: minutesAgo(135),
      },
    },
    {
      repoId: 2,
      courseId: 3,
      name: 'score-charts',
      description: '用原生 JavaScript 画 SVG 柱状图。',
      language: 'javascript',
      defaultBranch: 'main',
      fileCount: 3,
      size: 1800,
      commitCount: 0,
      lastCommit: null,
    },
  ],
};

export const tree: CodeTree = {
  repoId: 1,
  ref: 'main',
  entries: [
    { path: 'data', name: 'data', type: 'dir', size: null },
    { path: 'data/scores.csv', name: 'scores.csv', type: 'file', size: 800 },
    { path: 'src', name: 'src', type: 'dir', size: null },
    { path: 'src/stats.py', name: 'stats.py', type: 'file', size: 2100 },
    { path: 'README.md', name: 'README.md', type: 'file', size: 300 },
  ],
};

export const chartsTree: CodeTree = {
  repoId: 2,
  ref: 'main',
  entries: [
    { path: 'assets', name: 'assets', type: 'dir', size: null },
    { path: 'assets/logo.png', name: 'logo.png', type: 'file', size: 89 },
    { path: 'index.html', name: 'index.html', type: 'file', size: 0 },
  ],
};

const lastCommit = {
  hash: hash(2),
  shortHash: hash(2).slice(0, 8),
  message: '修复：缺考不计 0 分',
  author: '李同学',
  time: minutesAgo(3 * 24 * 60),
};

export const files: Record<string, CodeFile> = {
  'README.md': {
    repoId: 1,
    ref: 'main',
    path: 'README.md',
    name: 'README.md',
    size: 300,
    language: 'markdown',
    content: '# 数据分析入门\n\n用 Python 标准库读取成绩表。\n',
    omitted: null,
    lastCommit,
  },
  'src/stats.py': {
    repoId: 1,
    ref: 'main',
    path: 'src/stats.py',
    name: 'stats.py',
    size: 2100,
    language: 'python',
    content: 'def mean(values):\n    return sum(values) / len(values)\n',
    omitted: null,
    lastCommit,
  },
  'assets/logo.png': {
    repoId: 2,
    ref: 'main',
    path: 'assets/logo.png',
    name: 'logo.png',
    size: 89,
    language: 'text',
    content: null,
    omitted: 'binary',
    lastCommit: null,
  },
};

/** `count` commits, newest first: commit n is n hours old and changed n files. */
export const commits = (count: number): Commit[] =>
  Array.from({ length: count }, (_, i) => ({
    hash: hash(100 + i),
    shortHash: hash(100 + i).slice(0, 8),
    message: `提交 ${i + 1}`,
    author: i % 2 === 0 ? '王老师' : '李同学',
    time: minutesAgo((i + 1) * 60),
    files: Array.from({ length: i + 1 }, (_, f) => ({ path: `f${f}.py`, change: 'modified' as const })),
  }));

export const commitPage = (all: Commit[], pageNum = 1, pageSize = 10): CommitPage => ({
  list: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
  total: all.length,
  pageNum,
  pageSize,
});

/**
 * A commit of `commits()` opened: the first line of its message and a body, a Python file modified
 * (one hunk), one added and a binary one.
 */
export const commitDetail = (summary: Commit): CommitDetail => ({
  hash: summary.hash,
  shortHash: summary.shortHash,
  message: summary.message,
  author: summary.author,
  time: summary.time,
  body: '缺考的同学原来被算作 0 分。',
  additions: 4,
  deletions: 1,
  files: [
    {
      path: 'src/stats.py',
      change: 'modified',
      language: 'python',
      additions: 2,
      deletions: 1,
      omitted: null,
      hunks: [
        {
          oldStart: 9,
          oldLines: 4,
          newStart: 9,
          newLines: 5,
          lines: [
            { kind: 'context', oldLine: 9, newLine: 9, text: 'def total(record):' },
            { kind: 'removed', oldLine: 10, newLine: null, text: '    final = record.final or 0' },
            { kind: 'added', oldLine: null, newLine: 10, text: '    if record.final is None:' },
            { kind: 'added', oldLine: null, newLine: 11, text: '        return None' },
            { kind: 'context', oldLine: 11, newLine: 12, text: '    return round(value, 1)' },
            { kind: 'context', oldLine: 12, newLine: 13, text: '' },
          ],
        },
      ],
    },
    {
      path: 'tests/test_absent.py',
      change: 'added',
      language: 'python',
      additions: 2,
      deletions: 0,
      omitted: null,
      hunks: [
        {
          oldStart: 0,
          oldLines: 0,
          newStart: 1,
          newLines: 2,
          lines: [
            { kind: 'added', oldLine: null, newLine: 1, text: 'def test_absent():' },
            { kind: 'added', oldLine: null, newLine: 2, text: '    assert total(None) is None' },
          ],
        },
      ],
    },
    {
      path: 'assets/logo.png',
      change: 'deleted',
      language: 'text',
      additions: 0,
      deletions: 0,
      omitted: 'binary',
      hunks: [],
    },
  ],
});
