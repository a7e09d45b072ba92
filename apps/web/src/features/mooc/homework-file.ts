/** The largest homework file the API takes (POST /resource/homework/submit). */
export const HOMEWORK_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers: the kinds the API takes (PDF, Word, PPT, ZIP, text, images). */
export const HOMEWORK_ACCEPT = '.pdf,.doc,.docx,.ppt,.pptx,.zip,.txt,.md,.png,.jpg,.jpeg,.gif,.webp';

export type HomeworkFileProblem = 'empty' | 'tooLarge' | null;

/** Why a picked file cannot be handed in before it is sent, or null; the kind is the API's to judge. */
export function homeworkFileProblem(file: { size: number }): HomeworkFileProblem {
  if (file.size === 0) return 'empty';
  if (file.size > HOMEWORK_MAX_BYTES) return 'tooLarge';
  return null;
}

/** A size for people: 980 B, 12.3 KB, 4.5 MB, 5 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / 1024 / 1024, 'MB'];
  return `${value.toFixed(1).replace(/\.0$/, '')} ${unit}`;
}
