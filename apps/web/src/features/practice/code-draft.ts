/**
 * The code typed on the practice page, kept per user and question in localStorage, so a reload, a
 * crash or a failed submit loses nothing. The starter code is not stored: a question left as it was
 * given takes a newer starter code.
 */

const PREFIX = 'shui-practice-code';

export const draftKey = (userId: number | null, questionId: number): string =>
  `${PREFIX}:${userId ?? 0}:${questionId}`;

export function readDraft(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores the code (or forgets it when it is the starter code); false when storage refused it. */
export function writeDraft(key: string, code: string, starter: string): boolean {
  try {
    if (code === starter) localStorage.removeItem(key);
    else localStorage.setItem(key, code);
    return true;
  } catch {
    // Storage full or off (private mode): the code stays in the editor for this page.
    return false;
  }
}
