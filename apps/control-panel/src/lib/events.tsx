import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  adminEndpoints,
  adminEventNames,
  parseAdminEvent,
  type AdminEventData,
  type AdminEventName,
  type AdminEventPart,
} from '@shui/contract';

/** The stream's state: connecting (first time), open, reconnecting (EventSource retries), closed. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

type Listener<N extends AdminEventName> = (data: AdminEventData<N>) => void;

interface Live {
  status: LiveStatus;
  subscribe: <N extends AdminEventName>(name: N, listener: Listener<N>) => () => void;
  /** Opens a new stream after it was closed (the fake API refused it or went away for good). */
  reconnect: () => void;
}

const LiveContext = createContext<Live | undefined>(undefined);

/**
 * One EventSource on GET /__admin/events for the whole panel: every live update comes from it, and the
 * panel has no polling loop. Each event is parsed against the contract (adminEventSchemas) before any
 * listener sees it.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [generation, setGeneration] = useState(0);
  const listeners = useRef(new Map<AdminEventName, Set<Listener<never>>>());

  useEffect(() => {
    const source = new EventSource(adminEndpoints.events.path);
    source.onopen = () => setStatus('open');
    source.onerror = () => setStatus(source.readyState === EventSource.CLOSED ? 'closed' : 'reconnecting');
    for (const name of adminEventNames) {
      source.addEventListener(name, (event: MessageEvent<string>) => {
        const data = parseAdminEvent(name, event.data);
        if (data === undefined) return;
        for (const listener of listeners.current.get(name) ?? []) (listener as Listener<typeof name>)(data);
      });
    }
    return () => source.close();
  }, [generation]);

  const subscribe = useCallback(<N extends AdminEventName>(name: N, listener: Listener<N>) => {
    const set = listeners.current.get(name) ?? new Set();
    listeners.current.set(name, set);
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, []);
  const reconnect = useCallback(() => {
    setStatus('connecting');
    setGeneration((n) => n + 1);
  }, []);
  const value = useMemo(() => ({ status, subscribe, reconnect }), [status, subscribe, reconnect]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export function useLive(): Live {
  const value = useContext(LiveContext);
  if (!value) throw new Error('useLive outside LiveEventsProvider');
  return value;
}

/** Calls `listener` for each event of that name while the component is mounted (the latest listener). */
export function useLiveEvent<N extends AdminEventName>(name: N, listener: Listener<N>): void {
  const { subscribe } = useLive();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe(name, (data) => latest.current(data)), [subscribe, name]);
}

/**
 * Calls `refresh` when the stream (re)connects (`hello`: what was shown may be stale) and when one of
 * `parts` changed.
 */
export function useRefreshOn(parts: readonly AdminEventPart[], refresh: () => void): void {
  const key = parts.join(',');
  useLiveEvent('hello', () => refresh());
  useLiveEvent('changed', ({ part }) => {
    if (key.split(',').includes(part)) refresh();
  });
}
