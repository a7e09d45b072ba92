import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminEventPart, AdminJsonName, AdminResult } from '@shui/contract';
import type { AdminArgs } from '@shui/contract/admin-client';
import { admin } from './admin';
import { useRefreshOn } from './events';

export interface AdminData<T> {
  data: T | undefined;
  error: unknown;
  /** True until the first answer (or failure); a reload keeps showing what was there. */
  loading: boolean;
  reload: () => void;
}

/**
 * One read of the control plane, made on mount and again when its input changes, when the live stream
 * (re)connects and when one of `parts` changed. At most one request is in flight: changes meanwhile make
 * one more request after it, so a burst of events costs two requests, not one per event.
 */
export function useAdminData<N extends AdminJsonName>(
  name: N,
  parts: readonly AdminEventPart[],
  ...args: AdminArgs<N>
): AdminData<AdminResult<N>> {
  const [state, setState] = useState<{ data?: AdminResult<N>; error?: unknown; loading: boolean }>({
    loading: true,
  });
  const key = JSON.stringify(args[0] ?? null);
  const argsRef = useRef(args);
  argsRef.current = args;
  const inFlight = useRef(false);
  const again = useRef(false);
  const generation = useRef(0);

  const load = useCallback(() => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    const mine = generation.current;
    admin(name, ...argsRef.current)
      .then(
        (data) => {
          if (mine === generation.current) setState({ data, loading: false });
        },
        (error: unknown) => {
          if (mine === generation.current) setState((previous) => ({ ...previous, error, loading: false }));
        },
      )
      .finally(() => {
        inFlight.current = false;
        if (again.current || mine !== generation.current) {
          again.current = false;
          load();
        }
      });
  }, [name]);

  useEffect(() => {
    // A new input: answers to the old one are dropped.
    generation.current += 1;
    setState((previous) => ({ data: previous.data, loading: previous.data === undefined }));
    load();
  }, [load, key]);
  useRefreshOn(parts, load);

  return { data: state.data, error: state.error, loading: state.loading, reload: load };
}
