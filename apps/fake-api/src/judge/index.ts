import type { CaseResult, StoredBankQuestion, Verdict } from '@shui/contract';
import { gradePython, gradeSql, overallVerdict } from './grade';
import { PythonJudge } from './python-judge';
import { FairQueue } from './queue';
import { containment, stopWatchdog } from './sandbox';
import { SqlJudge } from './sql-judge';

export { containment, containmentReport } from './sandbox';

/** The school database the SQL questions run on: its schema, the sample data and the hidden data. */
export interface SqlDatabase {
  schema: string;
  sample: string;
  hidden: string;
}

/** Characters of stdout a Python case may print. */
export const PYTHON_OUTPUT_LIMIT = 64 * 1024;
/** Per database, for an SQL query. */
export const SQL_TIME_LIMIT_MS = 2_000;

export type CodeQuestion = Extract<StoredBankQuestion, { type: 'python' | 'sql' }>;

/**
 * The judge of the calibration field: Python (Pyodide) and SQL (sql.js), each submission in a contained
 * process of its own (sandbox.ts), through one fair queue. Made by the fake API's start (setup.ts) and
 * closed with it; nothing starts before the first use.
 */
export class Judges {
  private readonly python = new PythonJudge();
  private readonly sql = new SqlJudge();
  private readonly queue = new FairQueue(2);

  /** Loads the runtime for this kind of question ahead of a submission. */
  warm(type: 'python' | 'sql'): void {
    if (containment().kind === 'none') return;
    if (type === 'python') this.python.warm();
    else this.sql.warm();
  }

  /** Resolves once a runner for this kind of question is loaded and waiting. */
  loaded(type: 'python' | 'sql'): Promise<void> {
    return type === 'python' ? this.python.loaded() : this.sql.loaded();
  }

  /** How many cases a question is judged on. */
  static caseCount(question: CodeQuestion): number {
    return question.type === 'python' ? question.cases.length : 2;
  }

  /** Judges `user`'s code when the queue gives it a turn. */
  judge(
    question: CodeQuestion,
    code: string,
    db: SqlDatabase,
    user: number,
  ): Promise<{ verdict: Verdict; cases: CaseResult[] }> {
    return this.queue.run(user, () => this.judgeNow(question, code, db));
  }

  private async judgeNow(
    question: CodeQuestion,
    code: string,
    db: SqlDatabase,
  ): Promise<{ verdict: Verdict; cases: CaseResult[] }> {
    if (containment().kind === 'none') throw new Error('the judge cannot contain a runner on this host');
    let cases: CaseResult[];
    if (question.type === 'python') {
      const outcomes = await this.python.run(
        code,
        question.cases.map((c) => c.input),
        { timeLimitMs: question.timeLimitMs, outputLimit: PYTHON_OUTPUT_LIMIT },
      );
      cases = gradePython(question.cases, outcomes);
    } else {
      const scripts = [db.sample, db.hidden].map((data) => `${db.schema}\n${data}`);
      const outcomes = await this.sql.run(
        { scripts, sql: code, reference: question.solution, ordered: question.ordered },
        SQL_TIME_LIMIT_MS,
      );
      cases = gradeSql(outcomes);
    }
    return { verdict: overallVerdict(cases, Judges.caseCount(question)), cases };
  }

  close(): void {
    this.python.close();
    this.sql.close();
    stopWatchdog();
  }
}
