import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { paths } from '../../config/paths';

const AgreementDialog = lazy(() => import('./agreement-dialog'));

/** A click the browser would open elsewhere (a new tab or window): left to the browser. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * 《水杉在线用户协议》 in the agreement text of the login and register forms: a link to /agreement whose
 * click asks for the agreement's dialog (`onOpen`) over the form, so what was typed stays; a click that
 * opens a new tab opens the page there. Inside the checkbox's label, following it does not tick the box.
 */
export function AgreementLink({ onOpen, children }: { onOpen: () => void; children?: ReactNode }) {
  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    // The label's click would tick the checkbox: this one is the link's.
    event.stopPropagation();
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a href={paths.agreement} onClick={show}>
      {children}
    </a>
  );
}

/** The agreement's dialog, its code and texts loaded the first time it opens. */
export function AgreementDialogOnDemand({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <AgreementDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
