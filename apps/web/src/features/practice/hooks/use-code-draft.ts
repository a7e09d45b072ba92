import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../../lib/auth/session';
import { draftKey, readDraft, writeDraft } from '../code-draft';

/** Milliseconds of quiet typing before the draft is written. */
const SAVE_DELAY_MS = 300;

/**
 * The editor's code for a question: the stored draft, else the starter code; every change is stored
 * (after a short pause, and at once when the page goes away). Give the component a `key` per question.
 */
export function useCodeDraft(questionId: number, starter: string) {
  const userId = useSession((s) => s.userId);
  const key = draftKey(userId, questionId);
  const [code, setCode] = useState(() => readDraft(key) ?? starter);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current !== null) writeDraft(key, pending.current, starter);
    pending.current = null;
  }, [key, starter]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const change = useCallback(
    (next: string) => {
      setCode(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  return [code, change] as const;
}
