import type { CaseResult, StoredBankQuestion, Verdict } from '@shui/contract';
import { gradePython, gradeSql, overallVerdict } from './grade';
import { PythonJudge } from './python-judge';
import { SqlJudge } from './sql-judge';

export { containment } from './sandbox';

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
 * The judge of the calibration field: Python in contained Pyodide processes, SQL in a sql.js worker.
 * Made by the fake API's start (setup.ts) and closed with it; nothing starts before the first use.
 */
export class Judges {
  private readonly python = new PythonJudge();
  private readonly sql = new SqlJudge();

  /** Loads the runtime for this kind of question ahead of a submission. */
  warm(type: 'python' | 'sql'): void {
    if (type === 'python') this.python.warm();
    else this.sql.warm();
  }

  /** How many cases a question is judged on. */
  static caseCount(question: CodeQuestion): number {
    return question.type === 'python' ? question.cases.length : 2;
  }

  async judge(
    question: CodeQuestion,
    code: string,
    db: SqlDatabase,
  ): Promise<{ verdict: Verdict; cases: CaseResult[] }> {
    let cases: CaseResult[];
    if (question.type === 'python') {
      const outcomes = await this.python.run(
        code,
        question.cases.map((c) => c.input),
        { timeLimitMs: question.timeLimitMs, outputLimit: PYTHON_OUTPUT_LIMIT },
      );
      cases = gradePython(question.cases, outcomes);
    } else {
      const outcomes = [];
      for (const data of [db.sample, db.hidden]) {
        const script = `${db.schema}\n${data}`;
        const outcome = await this.sql.run(
          { script, sql: code, reference: question.solution, ordered: question.ordered },
          SQL_TIME_LIMIT_MS,
        );
        outcomes.push(outcome);
        if (outcome.status !== 'accepted' && outcome.status !== 'wrong-answer') break;
      }
      cases = gradeSql(outcomes);
    }
    return { verdict: overallVerdict(cases, Judges.caseCount(question)), cases };
  }

  close(): void {
    this.python.close();
    this.sql.close();
  }
}
