import {
  pageAsked,
  questionLimits,
  submissionPageRule,
  type CaseResult,
  practiceErrors,
} from '@shui/contract';
import type { AppDeps } from '../deps';
import { fail } from '../http/errors';
import { handlers, requireUser } from '../http/contract-routes';
import { Judges, type CodeQuestion } from '../judge';
import { QuestionBank } from './store';

/** One judge per process: its runtimes are loaded once, whichever app (tests make many) asks first. */
let shared: Judges | undefined;
export const sharedJudges = (): Judges => (shared ??= new Judges());
/** Stops the judge's processes (the server's close, the end of a test file). */
export function closeJudges(): void {
  shared?.close();
  shared = undefined;
}

/** The tables a schema creates, in its order. */
const tablesOf = (schema: string) =>
  [...schema.matchAll(/CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?["`]?(\w+)/gi)].map((x) => x[1]!);

/**
 * The calibration field: the question bank and its judge. Choice and fill answers are judged at once;
 * code is recorded as `judging`, answered, and judged in the background (src/judge/): the portal polls
 * questionSubmission. A verdict that arrives after a reset or an import is dropped.
 */
export function practiceHandlers(deps: AppDeps) {
  const bank = deps.store.use(QuestionBank);
  const judges = deps.judges ?? sharedJudges();

  async function judge(
    question: CodeQuestion,
    submissionId: number,
    code: string,
    userId: number,
  ): Promise<void> {
    const delay = deps.store.settings.judgeDelayMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
    try {
      const { verdict, cases } = await judges.judge(question, code, deps.store.data.sqlDatabase, userId);
      bank.settle(submissionId, verdict, cases);
    } catch (error) {
      deps.log?.(`judge failed on submission ${submissionId}: ${(error as Error).message}`);
      bank.settle(submissionId, 'system-error', []);
    }
  }

  return handlers({
    questionSets: ({ user }) => bank.sets(user?.id),
    questionList: ({ query, user }) => bank.list(query, user?.id),
    challengeQuestions: ({ query, user }) => bank.challenge(query, requireUser(user).id),
    questionDetail: ({ query, user }) => {
      const detail = bank.detail(query.questionId, user?.id);
      // Whoever opens a code question will likely submit: the judge starts loading its runtime now.
      if (user && (detail.type === 'python' || detail.type === 'sql')) judges.warm(detail.type);
      return detail;
    },

    questionSubmit: ({ body, user }) => {
      const caller = requireUser(user);
      const question = bank.question(body.questionId);
      if (question.type === 'choice' || question.type === 'fill') {
        const answer = body.answer?.trim() ?? '';
        if (answer === '') throw fail(practiceErrors.answerRequired);
        let right: boolean;
        if (question.type === 'choice') {
          if (!/^[ABCD]$/.test(answer)) throw fail(practiceErrors.badChoice);
          right = answer === question.answer;
        } else {
          const norm = (s: string) => (question.ignoreCase ? s.trim().toLowerCase() : s.trim());
          right = question.answers.some((a) => norm(a) === norm(answer));
        }
        const cases: CaseResult[] = [
          {
            index: 1,
            sample: false,
            verdict: right ? 'accepted' : 'wrong-answer',
            timeMs: null,
            input: null,
            expected: null,
            output: null,
            diff: null,
            sqlDiff: null,
            error: null,
          },
        ];
        const saved = bank.record(question, caller.id, answer, { verdict: cases[0]!.verdict, cases });
        return bank.submission(saved.submissionId, caller.id);
      }
      const code = body.code ?? '';
      if (code.trim() === '') throw fail(practiceErrors.codeRequired);
      if (!deps.store.settings.judgeAvailable) throw fail(practiceErrors.judgeDown);
      if (bank.judging(caller.id) >= questionLimits.judgingPerUser) throw fail(practiceErrors.judgeBusy);
      const saved = bank.record(question, caller.id, code);
      void judge(question, saved.submissionId, code, caller.id);
      return bank.submission(saved.submissionId, caller.id);
    },

    questionSubmission: ({ query, user }) => bank.submission(query.submissionId, requireUser(user).id),
    questionSubmissions: ({ query, user }) =>
      bank.submissions(query.questionId, requireUser(user).id, pageAsked(submissionPageRule, query)),
    recentSubmissions: ({ query, user }) =>
      bank.recent(requireUser(user).id, pageAsked(submissionPageRule, query)),
    questionSqlSample: () => {
      const db = deps.store.data.sqlDatabase;
      return { tables: tablesOf(db.schema), script: `${db.schema}\n${db.sample}` };
    },
  });
}
