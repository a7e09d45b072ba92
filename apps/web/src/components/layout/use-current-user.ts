import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getToken } from '../../lib/auth/token';

/**
 * On page load with a token, fetches the current user (spec section 8, lib/auth/current-user). The API client
 * is imported only then, so a visitor's first load carries no axios or response schemas. A 401 goes to
 * the login page through the router, keeping the expiry message on screen.
 */
export function useCurrentUser(): void {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !getToken()) return;
    started.current = true;
    void import('../../lib/auth/current-user').then(({ loadCurrentUser }) =>
      loadCurrentUser((path) => void navigate(path, { replace: true })),
    );
  }, [navigate]);
}
