import type {
  CaseResult,
  QuestionDetail,
  QuestionList,
  QuestionRow,
  QuestionSetSummary,
  Submission,
} from '@shui/contract';

/** Data shaped as the contract's calls answer, for the calibration field's tests. */

export function setSummary(setId: number, overrides: Partial<QuestionSetSummary> = {}): QuestionSetSummary {
  return {
    setId,
    title: `题集 ${setId}`,
    summary: `题集 ${setId} 的简介`,
    total: 7,
    solved: 0,
    types: { choice: 2, fill: 2, python: 3, sql: 0 },
    ...overrides,
  };
}

export function row(questionId: number, overrides: Partial<QuestionRow> = {}): QuestionRow {
  return {
    questionId,
    setId: 1,
    title: `题目 ${questionId}`,
    type: 'python',
    difficulty: 1,
    tags: ['输入输出'],
    submitted: 10,
    accepted: 7,
    passRate: 0.7,
    status: 'new',
    ...overrides,
  };
}

export function list(
  rows: QuestionRow[],
  total = rows.length,
  overrides: Partial<QuestionList> = {},
): QuestionList {
  return {
    list: rows,
    total,
    pageNum: 1,
    pageSize: 20,
    tags: ['输入输出', '字符串', '窗口函数'],
    ...overrides,
  };
}

export function detail(questionId: number, overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return {
    ...row(questionId),
    setTitle: '入门热身',
    statementHtml: '<p>读入两个整数，输出它们的和。</p><script>window.stolen = 1</script>',
    explanationHtml: '',
    choice1: null,
    choice2: null,
    choice3: null,
    choice4: null,
    starterCode: 'line = input()\n',
    samples: [{ input: '3 5\n', output: '8\n' }],
    timeLimitMs: 2000,
    ordered: null,
    prevId: null,
    nextId: questionId + 1,
    ...overrides,
  };
}

export function choiceDetail(questionId: number, overrides: Partial<QuestionDetail> = {}): QuestionDetail {
  return detail(questionId, {
    type: 'choice',
    title: '集合的长度',
    statementHtml: '<p>下面代码的输出是什么？</p>',
    choice1: '6',
    choice2: '4',
    choice3: '3',
    choice4: '程序报错',
    starterCode: null,
    samples: [],
    timeLimitMs: null,
    ...overrides,
  });
}

export function caseResult(index: number, overrides: Partial<CaseResult> = {}): CaseResult {
  return {
    index,
    sample: index === 1,
    verdict: 'accepted',
    timeMs: 12,
    input: null,
    expected: null,
    output: null,
    diff: null,
    sqlDiff: null,
    error: null,
    ...overrides,
  };
}

export function submission(submissionId: number, overrides: Partial<Submission> = {}): Submission {
  return {
    submissionId,
    questionId: 1,
    type: 'python',
    verdict: 'accepted',
    passed: 4,
    total: 4,
    timeMs: 20,
    createTime: '2025-03-01 10:00:00',
    code: 'print(1)\n',
    cases: [1, 2, 3, 4].map((i) => caseResult(i)),
    status: 'solved',
    ...overrides,
  };
}

export const page = <T>(items: T[], total = items.length) => ({
  list: items,
  total,
  pageNum: 1,
  pageSize: 10,
});
