import {
  HOMEWORK_FILE_KINDS,
  TEST_QUESTION_POINTS,
  VIDEO_DONE_RATIO,
  type Choice,
  type HomeworkFileKind,
  type HomeworkSubmission,
  type StoredAttempt,
  type StoredQuestion,
  type StoredResource,
  type StoredSubmission,
  type TestAttempt,
} from '@shui/contract';

/**
 * The course domain's rules that both the seed and the store apply (docs/decisions.md 35): how a test
 * is scored, which attempt is kept, when a video is done; and a homework's file kinds, deadline and
 * submission as the store and the routes see them.
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

/** Where a homework file is served (files.ts). */
export const homeworkFileUrl = (storedName: string): string => `/course-files/homework/${storedName}`;

export const toSubmission = (s: StoredSubmission): HomeworkSubmission => ({
  fileName: s.fileName,
  fileUrl: homeworkFileUrl(s.storedName),
  text: s.text,
  submitTime: s.submitTime,
  late: s.late,
});

/** The kinds of file a homework takes: its own, or every kind when it names none. */
export const fileKindsOf = (resource: StoredResource): HomeworkFileKind[] => [
  ...(resource.fileKinds ?? HOMEWORK_FILE_KINDS),
];

/** Whether a homework's deadline has passed at `now` (both backend times, which sort as text). */
export const pastDeadline = (resource: StoredResource, now: string): boolean =>
  resource.deadline !== null && resource.deadline !== '' && now > resource.deadline;
