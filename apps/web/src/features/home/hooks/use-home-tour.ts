import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { on } from '../../../lib/events';

/** The query that opens the home page with its tour running: /home?tour=1. */
export const TOUR_QUERY = 'tour';

/**
 * Whether the home tour runs. It starts on the 'shui:start-tour' event while the home page is shown
 * (the help menu's page tour) and when the page opens with ?tour=1, which is then removed from the
 * address (replace) so that reloading or going back does not start it again.
 */
export function useHomeTour() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => on('shui:start-tour', () => setOpen(true)), []);

  const query = new URLSearchParams(location.search);
  const requested = query.get(TOUR_QUERY) === '1';
  useEffect(() => {
    if (!requested) return;
    setOpen(true);
    const rest = new URLSearchParams(location.search);
    rest.delete(TOUR_QUERY);
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [requested, location.pathname, location.search, location.hash, navigate]);

  const start = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return { open, start, close };
}
