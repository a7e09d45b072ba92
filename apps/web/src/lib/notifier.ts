import { App, message as staticMessage, Modal } from 'antd';
import { useEffect } from 'react';

// Apart from the api client so that the App can install the notifier without loading axios and the
// contract's schemas: a visitor's first page needs neither.

/** The 401 dialog of spec section 8: one button, no way to close it but that button. */
export interface SessionExpiredModal {
  title: string;
  content: string;
  okText: string;
  closable: false;
  keyboard: false;
  /** antd 6: a click on the mask does not close it (`maskClosable` is deprecated). */
  mask: { closable: false };
  onOk: () => void;
}

/**
 * Where the client's messages go. The default is antd's static API; the App passes the context-aware
 * functions of `App.useApp()` (see useAppNotifier) so toasts follow the theme and locale.
 */
export interface Notifier {
  /** An error toast. */
  toast: (text: string) => void;
  /** The session-expired dialog. */
  modal: (modal: SessionExpiredModal) => void;
}

const staticNotifier: Notifier = {
  toast: (text) => void staticMessage.error(text),
  modal: (modal) => void Modal.warning(modal),
};

let notifier: Notifier = staticNotifier;
/** Set while the current notifier's session-expired dialog is open: a second 401 must not open another. */
let sessionDialogOpen = false;

/** The notifier in use now. */
export const notify = (): Notifier => notifier;

/**
 * Replaces the notifier; `null` goes back to antd's static API. A dialog of the notifier replaced went
 * with it (its App unmounted), so the next 401 may open one again.
 */
export function setNotifier(next: Notifier | null): void {
  notifier = next ?? staticNotifier;
  sessionDialogOpen = false;
}

/** Opens the session-expired dialog, unless one is open already; its button lets the next one open. */
export function showSessionExpired(spec: SessionExpiredModal): void {
  if (sessionDialogOpen) return;
  sessionDialogOpen = true;
  notifier.modal({
    ...spec,
    onOk: () => {
      sessionDialogOpen = false;
      spec.onOk();
    },
  });
}

/** Shows an error toast through the current notifier (for messages of callers, e.g. the user-info 401). */
export function toastError(text: string): void {
  notifier.toast(text);
}

/** Routes the client's toasts and dialog through antd's App context while the calling component lives. */
export function useAppNotifier(): void {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setNotifier({
      toast: (text) => void message.error(text),
      modal: (spec) => void modal.warning(spec),
    });
    return () => setNotifier(null);
  }, [message, modal]);
}
