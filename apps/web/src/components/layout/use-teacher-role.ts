import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/auth/session';
import { useLoggedIn } from './use-logged-in';

/**
 * Whether the logged-in user is a teacher, for the header's 教师后台 entry: the teacher view's own call
 * (GET /teacher/course/list) answers a teacher and refuses anyone else with 403. Asked once per user and
 * tab (kept in sessionStorage), after the current user is known; until then, and when the call fails
 * otherwise (offline, 5xx), the answer is "no" and it is asked again on the next page load.
 */

type Role = 'teacher' | 'other';
const STORAGE_KEY = 'shui-teacher-role';

let known: { userId: number; role: Role } | null = null;
const asking = new Set<number>();
const listeners = new Set<() => void>();

function roleOf(userId: number): Role | null {
  if (known?.userId === userId) return known.role;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as typeof known;
    if (saved?.userId === userId && (saved.role === 'teacher' || saved.role === 'other')) {
      known = saved;
      return saved.role;
    }
  } catch {
    // Unreadable: asked again.
  }
  return null;
}

function remember(userId: number, role: Role): void {
  known = { userId, role };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(known));
  } catch {
    // Storage full or disabled: kept for this page only.
  }
  for (const listener of listeners) listener();
}

function ask(userId: number): void {
  if (asking.has(userId)) return;
  asking.add(userId);
  void import('./teacher-role-probe')
    .then(({ probeTeacher }) => probeTeacher())
    .then((teacher) => {
      if (teacher !== null) remember(userId, teacher ? 'teacher' : 'other');
    })
    .finally(() => asking.delete(userId));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Forgets what was learnt (tests). */
export function forgetTeacherRole(): void {
  known = null;
  asking.clear();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

export function useIsTeacher(): boolean {
  const loggedIn = useLoggedIn();
  const userId = useSession((s) => s.userId);
  const role = useSyncExternalStore(
    subscribe,
    () => (userId === null ? null : roleOf(userId)),
    () => null,
  );
  useEffect(() => {
    if (loggedIn && userId !== null && roleOf(userId) === null) ask(userId);
  }, [loggedIn, userId]);
  return loggedIn && role === 'teacher';
}
