import type { DailyLiveness } from './api/get-daily-liveness';
import type { ScoreDistribution } from './api/get-score-distribution';
import type { StudentQuestions } from './api/get-student-questions';

/** The periods the activity chart offers, in days (the first is the default). */
export const PERIODS = [14, 7, 30] as const;
export type Period = (typeof PERIODS)[number];

/** A share (0..1) as a whole percentage. */
export const percent = (share: number): number => Math.round(share * 100);

/** A YYYY-MM-DD date as the chart's axis shows it: MM-DD. */
export const shortDate = (date: string): string => date.slice(5);

/** The day with the most active students (the latest of equals); undefined when nobody was active. */
export function busiestDay(days: DailyLiveness['days']): DailyLiveness['days'][number] | undefined {
  let best: DailyLiveness['days'][number] | undefined;
  for (const day of days)
    if (day.activeStudents > 0 && day.activeStudents >= (best?.activeStudents ?? 0)) best = day;
  return best;
}

/** The band with the most students (the higher of equals); undefined when there is no score. */
export function topBand(bands: ScoreDistribution['bands']): ScoreDistribution['bands'][number] | undefined {
  let best: ScoreDistribution['bands'][number] | undefined;
  for (const band of bands) if (band.count > 0 && band.count >= (best?.count ?? 0)) best = band;
  return best;
}

export type StudentQuestion = StudentQuestions[number];

/** The questions of one course, newest first (createTime is "YYYY-MM-DD HH:mm:ss", so it sorts as text). */
export function questionsOf(questions: StudentQuestions, courseId: number): StudentQuestion[] {
  return questions
    .filter((q) => q.courseId === courseId)
    .sort((a, b) => (a.createTime === b.createTime ? b.id - a.id : a.createTime < b.createTime ? 1 : -1));
}

/** How many of these questions have no answer yet. */
export const pendingCount = (questions: readonly StudentQuestion[]): number =>
  questions.filter((q) => q.answer === null || q.answer.trim() === '').length;
