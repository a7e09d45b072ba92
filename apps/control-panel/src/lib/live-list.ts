import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminEventData, AdminEventPart } from '@shui/contract';
import { useLiveEvent, useRefreshOn } from './events';

/** Merges entries by key, newest first (by `newer`), keeping at most `limit`. */
export function mergeNewestFirst<T>(
  lists: readonly (readonly T[])[],
  keyOf: (item: T) => string,
  newer: (a: T, b: T) => number,
  limit: number,
): T[] {
  const byKey = new Map<string, T>();
  for (const list of lists) for (const item of list) byKey.set(keyOf(item), item);
  return [...byKey.values()].sort(newer).slice(0, limit);
}

export interface LiveList<T> {
  items: T[];
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * A list read once from the control plane and then kept up to date by the live stream: each `event`
 * adds its entry at the top; the list is read again when the stream (re)connects and when one of
 * `parts` changed (the journal emptied, the state replaced). Entries that arrive while a read is in
 * flight are kept, so nothing is lost between the read and the stream.
 */
export function useLiveList<E extends 'journal' | 'outbox'>(options: {
  event: E;
  load: () => Promise<AdminEventData<E>[]>;
  keyOf: (item: AdminEventData<E>) => string;
  newer: (a: AdminEventData<E>, b: AdminEventData<E>) => number;
  parts: readonly AdminEventPart[];
  limit: number;
}): LiveList<AdminEventData<E>> {
  type T = AdminEventData<E>;
  const { event, keyOf, newer, limit, parts } = options;
  const load = useRef(options.load);
  load.current = options.load;
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>();
  /** Entries received since the read in flight started; undefined when none is in flight. */
  const arrived = useRef<T[] | undefined>(undefined);
  const again = useRef(false);

  const reload = useCallback(() => {
    if (arrived.current) {
      again.current = true;
      return;
    }
    arrived.current = [];
    load
      .current()
      .then(
        (loaded) => {
          setItems(mergeNewestFirst([loaded, arrived.current ?? []], keyOf, newer, limit));
          setError(undefined);
        },
        (failure: unknown) => setError(failure),
      )
      .finally(() => {
        arrived.current = undefined;
        setLoading(false);
        if (again.current) {
          again.current = false;
          reload();
        }
      });
  }, [keyOf, newer, limit]);

  useEffect(reload, [reload]);
  useRefreshOn(parts, reload);
  useLiveEvent(event, (entry: T) => {
    arrived.current?.push(entry);
    setItems((previous) => mergeNewestFirst([previous, [entry]], keyOf, newer, limit));
  });
  return { items, loading, error, reload };
}
