import { useSyncExternalStore } from 'react';
import { answer } from './events';

/**
 * The account and feedback dialogs of spec section 2, which are mutually exclusive: at most one is open,
 * and opening one closes the others. Features open them by name (a feature never imports another), and
 * app/popup-host.tsx loads and mounts the one that is open.
 */
export type PopupName = 'login' | 'registerTip' | 'register' | 'resetPassword' | 'feedback';

export interface PopupState {
  /** The open dialog, or null. */
  name: PopupName | null;
  /** need-login asked for a reload after a successful login (spec section 4). */
  reloadAfterLogin: boolean;
}

const closed: PopupState = { name: null, reloadAfterLogin: false };
let state: PopupState = closed;
const listeners = new Set<() => void>();

function set(next: PopupState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const popups = {
  get: (): PopupState => state,
  /** Opens `name`, closing whichever dialog is open. */
  open: (name: PopupName, options: { reloadAfterLogin?: boolean } = {}): void =>
    set({ name, reloadAfterLogin: options.reloadAfterLogin ?? false }),
  /** Closes `name` if it is the open one (or whatever is open, without a name). */
  close: (name?: PopupName): void => {
    if (name === undefined || state.name === name) set(closed);
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Whether dialog `name` is open, and how to close it; re-renders when that changes. `returnFocus` is false
 * while another dialog is open: a dialog closed by switching to another must not move the focus back to
 * the element that opened it, out of the new dialog (antd's `focusTriggerAfterClose`).
 */
export function usePopup(name: PopupName): {
  open: boolean;
  reloadAfterLogin: boolean;
  returnFocus: boolean;
  close: () => void;
} {
  const open = useSyncExternalStore(popups.subscribe, () => state.name === name);
  const reloadAfterLogin = useSyncExternalStore(popups.subscribe, () => state.reloadAfterLogin);
  const anyOpen = useSyncExternalStore(popups.subscribe, () => state.name !== null);
  return {
    open,
    reloadAfterLogin: open && reloadAfterLogin,
    returnFocus: !anyOpen,
    close: () => popups.close(name),
  };
}

/** The open dialog's name (for the host). */
export function useOpenPopup(): PopupName | null {
  return useSyncExternalStore(popups.subscribe, () => state.name);
}

/**
 * Answers the need-login and need-register events of spec section 4 with the login dialog and the
 * registration tip when they are there, and claims them, so a caller that falls back to the /login page
 * (components/layout/account-entry.ts) knows a dialog took over. Returns the unsubscribe function.
 */
export function answerAccountEvents(available: (name: PopupName) => boolean): () => void {
  const offLogin = answer('shui:need-login', (detail) => {
    if (!available('login')) return false;
    popups.open('login', { reloadAfterLogin: detail.reloadAfterLogin ?? false });
    return true;
  });
  const offRegister = answer('shui:need-register', () => {
    if (!available('registerTip')) return false;
    popups.open('registerTip');
    return true;
  });
  return () => {
    offLogin();
    offRegister();
  };
}
