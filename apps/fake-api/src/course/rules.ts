import {
  TEST_QUESTION_POINTS,
  VIDEO_DONE_RATIO,
  type Choice,
  type StoredAttempt,
  type StoredQuestion,
  type TestAttempt,
} from '@shui/contract';

/**
 * The course domain's rules that both the seed and the store apply (docs/decisions.md 35): how a test
 * is scored, which attempt is kept, when a video is done.
 */

/** Scores answers to a test: TEST_QUESTION_POINTS a right answer; a blank question is wrong. */
export function scoreTest(
  questions: readonly StoredQuestion[],
  answers: Readonly<Record<string, Choice>>,
  submitTime: string,
): TestAttempt {
  const results = questions.map((q) => {
    const answer = answers[String(q.questionId)] ?? null;
    return { questionId: q.questionId, answer, correct: answer === q.right, right: q.right };
  });
  return {
    score: results.filter((r) => r.correct).length * TEST_QUESTION_POINTS,
    total: questions.length * TEST_QUESTION_POINTS,
    results,
    submitTime,
  };
}

/** Whether a new attempt replaces the kept one: the best is kept, the latest among equals. */
export const replacesKept = (kept: StoredAttempt | undefined, next: TestAttempt): boolean =>
  kept === undefined || next.score >= kept.score;

/** A video is done once VIDEO_DONE_RATIO of it is watched (a clip of unknown length once opened). */
export const videoDone = (watchedSeconds: number, durationSeconds: number | null): boolean =>
  !durationSeconds || watchedSeconds >= durationSeconds * VIDEO_DONE_RATIO;
