import { useCallback, useEffect, useState } from 'react';
import { limits } from '@shui/contract';

export interface Countdown {
  /** Whole seconds left; 0 when not running. */
  remaining: number;
  running: boolean;
  /** Starts (or restarts) the countdown from `seconds`. */
  start: () => void;
}

/**
 * The send-code countdown of spec section 4: after a code is sent the button waits `seconds` (60 s from
 * the contract), counting each second. The seconds left are derived from the end time rather than
 * decremented, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number = limits.codeCountdownSeconds): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => setEndsAt(Date.now() + seconds * 1000), [seconds]);
  return { remaining, running: remaining > 0, start };
}
