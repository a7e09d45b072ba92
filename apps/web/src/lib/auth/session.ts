import { useSyncExternalStore } from 'react';
import type { Organisation } from '@shui/contract';

/** Stored session state of spec section 3 (the token itself lives in its cookie). */
export interface SessionState {
  avatar: string;
  displayName: string;
  userId: number | null;
  userNumber: string | null;
  courseId: number | null;
  /** Name of the selected organisation; '' = none yet. */
  company: string;
  companies: Organisation[];
  /**
   * The organisations list has answered (or failed) on this page: until then an empty list is still
   * loading. Not saved, so every page load asks again.
   */
  companiesLoaded: boolean;
  /** Set on a session-expired error, cleared by a later success while a token exists (section 4). */
  authorizationFailed: boolean;
}

export const emptySession: SessionState = {
  avatar: '',
  displayName: '',
  userId: null,
  userNumber: null,
  courseId: null,
  company: '',
  companies: [],
  companiesLoaded: false,
  authorizationFailed: false,
};

/** Fields of the page's life only, never saved. */
const TRANSIENT: ReadonlyArray<keyof SessionState> = ['companiesLoaded'];

const STORAGE_KEY = 'shui-session';

type Listener = () => void;
let state: SessionState = emptySession;
const listeners = new Set<Listener>();

/** The one session store: plain state, subscribers, and persistence to sessionStorage. */
export const sessionStore = {
  get: (): SessionState => state,
  set: (patch: Partial<SessionState>): void => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  /** Logout: name, avatar, id, number and the rest back to empty. */
  clear: (): void => {
    sessionStore.set(emptySession);
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Saved on page unload (section 3). */
  save: (): void => {
    try {
      const saved: Partial<SessionState> = { ...state };
      for (const key of TRANSIENT) delete saved[key];
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or disabled: the session is then rebuilt from the server on the next load.
    }
  },
  /** Restored on load; anything unreadable is ignored. */
  restore: (): void => {
    try {
      const raw = sessionStorage.getItem(STORAGE_KEY);
      if (!raw) return;
      const saved = JSON.parse(raw) as Partial<SessionState>;
      state = { ...emptySession, ...pickKnown(saved) };
    } catch {
      state = emptySession;
    }
  },
};

function pickKnown(saved: Partial<SessionState>): Partial<SessionState> {
  const known: Record<string, unknown> = {};
  for (const key of Object.keys(emptySession) as Array<keyof SessionState>) {
    const value: unknown = saved[key];
    const fallback: unknown = emptySession[key];
    if (value === undefined || TRANSIENT.includes(key)) continue;
    const fits =
      fallback === null
        ? value === null || typeof value === 'number' || typeof value === 'string'
        : typeof value === typeof fallback && Array.isArray(value) === Array.isArray(fallback);
    if (fits) known[key] = value;
  }
  return known;
}

/** Saves on unload and restores now; call once at start. */
export function startSessionPersistence(): void {
  sessionStore.restore();
  window.addEventListener('pagehide', sessionStore.save);
}

export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(state),
    () => select(emptySession),
  );
}
