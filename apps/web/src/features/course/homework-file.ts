import { homeworkExtensionsOf, homeworkKindOf, type HomeworkFileKind } from '@shui/contract';
import { parseBackendTime } from '../../lib/relative-time';

/** The largest homework file the API takes (POST /resource/homework/submit). */
export const HOMEWORK_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers: the extensions of the kinds the homework takes ('.pdf,.doc,...'). */
export const homeworkAccept = (kinds: readonly HomeworkFileKind[]): string =>
  homeworkExtensionsOf(kinds).join(',');

export type HomeworkFileProblem = 'wrongType' | 'empty' | 'tooLarge' | null;

/**
 * Why a picked file cannot be handed in, before it is sent, or null: its name's extension is not one of
 * the kinds the homework takes (the API checks the same, and the bytes), it is empty, or over 5 MB.
 */
export function homeworkFileProblem(
  file: { name: string; size: number },
  kinds: readonly HomeworkFileKind[],
): HomeworkFileProblem {
  const kind = homeworkKindOf(file.name);
  if (!kind || !kinds.includes(kind)) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > HOMEWORK_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * Whether a submission now would be late: the API said the deadline had passed when the lesson was read,
 * or it has passed since (the page stayed open).
 */
export function homeworkOverdue(homework: { overdue: boolean; deadline: string }, now: number): boolean {
  if (homework.overdue) return true;
  const deadline = homework.deadline === '' ? Number.NaN : parseBackendTime(homework.deadline);
  return !Number.isNaN(deadline) && now > deadline;
}

/** A size for people: 980 B, 12.3 KB, 4.5 MB, 5 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}
