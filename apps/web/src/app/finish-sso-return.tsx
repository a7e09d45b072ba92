import { lazy, Suspense, type ReactNode } from 'react';

/**
 * Whether the address is a return from the single sign-on: a code (with its state), or an error with a
 * state (cancelled). Only then is the auth feature's code loaded, so other pages carry none of it.
 */
export function carriesSsoReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') || (params.has('state') && params.has('error'));
}

const SsoFailureNotice = lazy(() => import('../features/auth/components/sso-failure-notice'));

/**
 * Finishes a single-sign-on return before the portal starts (spec section 4). Logged in: the page reloads,
 * so this never resolves. Refused: resolves to the notice to render with the portal, telling why.
 */
export async function finishSsoReturn(): Promise<ReactNode> {
  let outcome;
  try {
    const { completeSsoReturn } = await import('../features/auth/complete-sso-return');
    outcome = await completeSsoReturn();
  } catch (error) {
    // The feature's code did not arrive: the portal still starts, logged out as before.
    console.error('[sso] the return could not be handled', error);
    return null;
  }
  if (!outcome) return null;
  if (outcome.loggedIn) return new Promise<never>(() => undefined);
  return (
    <Suspense fallback={null}>
      <SsoFailureNotice failure={outcome} />
    </Suspense>
  );
}
