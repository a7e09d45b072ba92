import {
  pageAsked,
  questionListPageRule,
  type ChallengeQuestion,
  type ChallengeQuestionPage,
  type ChallengeQuestionQuery,
  type NewBankQuestion,
  type CaseResult,
  type QuestionDetail,
  type QuestionList,
  type QuestionListQuery,
  type QuestionRow,
  type QuestionSetSummary,
  type QuestionStatus,
  type QuestionType,
  type StoredBankQuestion,
  type StoredBankSubmission,
  type EndpointData,
  type Submission,
  type SubmissionPage,
  type SubmissionSummary,
  type Verdict,
  practiceErrors,
} from '@shui/contract';
import { backendTime } from '../state/clock';
import { fail } from '../http/errors';
import { centerPage } from '../center/store';
import { pageSlice, type PageRequest } from '../state/page-slice';
import { nextId, type StoreState } from '../state/state';

/** Cases a submission is judged on: one for choice and fill, the question's for python, two for sql. */
export function caseCount(question: StoredBankQuestion): number {
  if (question.type === 'python') return question.cases.length;
  if (question.type === 'sql') return 2;
  return 1;
}

const counts = (submissions: readonly StoredBankSubmission[]) => ({
  submitted: submissions.filter((s) => s.verdict !== 'judging' && s.verdict !== 'system-error').length,
  accepted: submissions.filter((s) => s.verdict === 'accepted').length,
});

/**
 * The calibration field's question bank: sets, questions, the callers' submissions and standing. The
 * verdicts come from the judge (src/judge/), which the routes call; this module keeps the records.
 * Hidden cases, answers and reference solutions never leave it except to the judge.
 */
export class QuestionBank {
  private byId = new Map<number, StoredBankQuestion>();

  constructor(private readonly state: StoreState) {
    state.index(() => {
      this.byId = new Map(state.data.bankQuestions.map((q) => [q.questionId, q]));
    });
  }

  question(questionId: number): StoredBankQuestion {
    const question = this.byId.get(questionId);
    if (!question) throw fail(practiceErrors.questionNotFound);
    return question;
  }

  private submissionsOf(questionId: number, userId?: number): StoredBankSubmission[] {
    return this.state.data.bankSubmissions.filter(
      (s) => s.questionId === questionId && (userId === undefined || s.userId === userId),
    );
  }

  status(questionId: number, userId: number | undefined): QuestionStatus {
    if (userId === undefined) return 'new';
    const mine = this.submissionsOf(questionId, userId).filter((s) => s.verdict !== 'system-error');
    if (mine.some((s) => s.verdict === 'accepted')) return 'solved';
    return mine.some((s) => s.verdict !== 'judging') ? 'tried' : 'new';
  }

  private row(question: StoredBankQuestion, userId: number | undefined): QuestionRow {
    const own = counts(this.submissionsOf(question.questionId));
    const submitted = question.seedSubmitted + own.submitted;
    const accepted = question.seedAccepted + own.accepted;
    return {
      questionId: question.questionId,
      setId: question.setId,
      title: question.title,
      type: question.type,
      difficulty: question.difficulty,
      tags: question.tags,
      submitted,
      accepted,
      passRate: submitted === 0 ? null : Math.round((accepted / submitted) * 100) / 100,
      status: this.status(question.questionId, userId),
    };
  }

  sets(userId: number | undefined): QuestionSetSummary[] {
    return this.state.data.questionSets.map((set) => {
      const questions = this.state.data.bankQuestions.filter((q) => q.setId === set.setId);
      const types: Record<QuestionType, number> = { choice: 0, fill: 0, python: 0, sql: 0 };
      for (const q of questions) types[q.type] += 1;
      return {
        ...set,
        total: questions.length,
        solved: questions.filter((q) => this.status(q.questionId, userId) === 'solved').length,
        types,
      };
    });
  }

  list(query: QuestionListQuery, userId: number | undefined): QuestionList {
    if (query.status && userId === undefined) throw fail(practiceErrors.statusNeedsLogin);
    const keyword = query.keyword?.toLowerCase();
    const rows = [...this.state.data.bankQuestions]
      .sort((a, b) => a.questionId - b.questionId)
      .filter(
        (q) =>
          (query.setId === undefined || q.setId === query.setId) &&
          (query.type === undefined || q.type === query.type) &&
          (query.difficulty === undefined || q.difficulty === query.difficulty) &&
          (query.tag === undefined || q.tags.includes(query.tag)) &&
          (!keyword ||
            q.title.toLowerCase().includes(keyword) ||
            q.tags.some((t) => t.toLowerCase().includes(keyword))),
      )
      .map((q) => this.row(q, userId))
      .filter((r) => query.status === undefined || r.status === query.status);
    const tags = [...new Set(this.state.data.bankQuestions.flatMap((q) => q.tags))].sort((a, b) =>
      a.localeCompare(b, 'zh'),
    );
    return { ...pageSlice(rows, pageAsked(questionListPageRule, query)), tags };
  }

  /**
   * The challenge question bank of personal centre entry j: the bank's questions in id order with the
   * caller's standing, as the calibration field counts it (one source: `status`), and how many are in
   * each standing whatever the filter.
   */
  challenge(query: ChallengeQuestionQuery, userId: number): ChallengeQuestionPage {
    const titles = new Map(this.state.data.questionSets.map((set) => [set.setId, set.title]));
    const all = [...this.state.data.bankQuestions]
      .sort((a, b) => a.questionId - b.questionId)
      .map((q): ChallengeQuestion => ({
        questionId: q.questionId,
        setId: q.setId,
        setTitle: titles.get(q.setId) ?? '',
        title: q.title,
        type: q.type,
        difficulty: q.difficulty,
        status: this.status(q.questionId, userId),
      }));
    const counts: Record<QuestionStatus, number> = { new: 0, tried: 0, solved: 0 };
    for (const q of all) counts[q.status] += 1;
    const chosen = query.status === undefined ? all : all.filter((q) => q.status === query.status);
    return { ...centerPage(chosen, query), counts };
  }

  detail(questionId: number, userId: number | undefined): QuestionDetail {
    const q = this.question(questionId);
    const row = this.row(q, userId);
    const inSet = this.state.data.bankQuestions
      .filter((other) => other.setId === q.setId)
      .sort((a, b) => a.questionId - b.questionId);
    const at = inSet.findIndex((other) => other.questionId === q.questionId);
    const set = this.state.data.questionSets.find((s) => s.setId === q.setId);
    return {
      ...row,
      setTitle: set?.title ?? '',
      statementHtml: q.statementHtml,
      explanationHtml: row.status === 'solved' ? q.explanationHtml : '',
      choice1: q.type === 'choice' ? q.choice1 : null,
      choice2: q.type === 'choice' ? q.choice2 : null,
      choice3: q.type === 'choice' ? q.choice3 : null,
      choice4: q.type === 'choice' ? q.choice4 : null,
      starterCode: q.type === 'python' || q.type === 'sql' ? q.starterCode : null,
      samples:
        q.type === 'python'
          ? q.cases.filter((c) => c.sample).map(({ input, output }) => ({ input, output }))
          : [],
      timeLimitMs: q.type === 'python' ? q.timeLimitMs : null,
      ordered: q.type === 'sql' ? q.ordered : null,
      prevId: inSet[at - 1]?.questionId ?? null,
      nextId: inSet[at + 1]?.questionId ?? null,
    };
  }

  /**
   * Adds questions to existing sets with the next free ids (the control plane's `shui seed --questions`).
   * All or nothing: every question is checked before any is added.
   */
  add(inputs: readonly NewBankQuestion[]): StoredBankQuestion[] {
    const sets = this.state.data.questionSets.map((s) => s.setId);
    inputs.forEach((q, i) => {
      if (!sets.includes(q.setId))
        throw fail(
          'badRequest',
          `questions.${i}.setId: no question set ${q.setId} (the sets are ${sets.join(', ') || 'none'})`,
        );
      if (q.seedAccepted > q.seedSubmitted)
        throw fail('badRequest', `questions.${i}.seedAccepted: more than seedSubmitted`);
    });
    let id = nextId(this.state.data.bankQuestions.map((q) => q.questionId));
    const added = inputs.map((q): StoredBankQuestion => ({ ...q, questionId: id++ }));
    // A new array: the state built from the seed shares the seed's, which a reset builds from again.
    this.state.data.bankQuestions = [...this.state.data.bankQuestions, ...added];
    for (const question of added) this.byId.set(question.questionId, question);
    this.state.changed();
    return added;
  }

  /** Submissions of the caller still being judged. */
  judging(userId: number): number {
    return this.state.data.bankSubmissions.filter((s) => s.userId === userId && s.verdict === 'judging')
      .length;
  }

  /** Records a submission: judged already (choice, fill) or `judging` until `settle`. */
  record(
    question: StoredBankQuestion,
    userId: number,
    code: string,
    judged?: { verdict: Verdict; cases: CaseResult[] },
  ): StoredBankSubmission {
    const data = this.state.data;
    const submission: StoredBankSubmission = {
      submissionId: nextId(data.bankSubmissions.map((s) => s.submissionId)),
      questionId: question.questionId,
      userId,
      type: question.type,
      code,
      verdict: judged?.verdict ?? 'judging',
      cases: judged?.cases ?? [],
      createTime: backendTime(this.state.clock.now()),
    };
    data.bankSubmissions.push(submission);
    this.state.changed();
    return submission;
  }

  /** The judge's verdict for a submission (gone after a reset or an import: then nothing happens). */
  settle(submissionId: number, verdict: Verdict, cases: CaseResult[]): void {
    const submission = this.state.data.bankSubmissions.find((s) => s.submissionId === submissionId);
    if (!submission || submission.verdict !== 'judging') return;
    submission.verdict = verdict;
    submission.cases = cases;
    this.state.changed();
  }

  private summary(s: StoredBankSubmission): SubmissionSummary {
    const question = this.byId.get(s.questionId);
    const times = s.cases.map((c) => c.timeMs).filter((t): t is number => t !== null);
    return {
      submissionId: s.submissionId,
      questionId: s.questionId,
      type: s.type,
      verdict: s.verdict,
      passed: s.cases.filter((c) => c.verdict === 'accepted').length,
      total: question ? caseCount(question) : s.cases.length,
      timeMs: times.length === 0 ? null : Math.max(...times),
      createTime: s.createTime,
    };
  }

  submission(submissionId: number, userId: number): Submission {
    const s = this.state.data.bankSubmissions.find(
      (x) => x.submissionId === submissionId && x.userId === userId,
    );
    if (!s) throw fail(practiceErrors.submissionNotFound);
    return { ...this.summary(s), code: s.code, cases: s.cases, status: this.status(s.questionId, userId) };
  }

  submissions(questionId: number, userId: number, asked: PageRequest): SubmissionPage {
    this.question(questionId);
    const mine = this.submissionsOf(questionId, userId).sort((a, b) => b.submissionId - a.submissionId);
    const page = pageSlice(mine, asked);
    return { ...page, list: page.list.map((s) => this.summary(s)) };
  }

  /** The caller's latest submissions of any question, newest first, each with its question's title. */
  recent(userId: number, asked: PageRequest): EndpointData<'recentSubmissions'> {
    const mine = this.state.data.bankSubmissions
      .filter((s) => s.userId === userId)
      .sort((a, b) => b.submissionId - a.submissionId);
    const page = pageSlice(mine, asked);
    return {
      ...page,
      list: page.list.map((s) => ({ ...this.summary(s), title: this.question(s.questionId).title })),
    };
  }
}
