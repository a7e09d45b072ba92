import { beforeEach } from 'vitest';
import { setUpPageSuite } from '../../../lib/testing/page-suite';
import { sessionStore } from '../../../lib/auth/session';

export { modal, toast } from '../../../lib/testing/page-suite';

/** The logged-in user's token: the notification cache belongs to a user id and a token. */
export const token = 'tok-1';

/**
 * The suite's set-up (lib/testing/page-suite) for user 1 with `token`, logged in, and for each test an
 * empty sessionStorage (where the read ids are kept).
 */
export function setUpNotificationsSuite({ quietWarnings = false } = {}): void {
  setUpPageSuite({ namespaces: 'notifications', loggedIn: true, token, quietWarnings });
  beforeEach(() => {
    sessionStorage.clear();
    sessionStore.set({ userId: 1 });
  });
}
