/**
 * Portal-wide events, the one way parts that may not import each other (features, the layout) ask each
 * other for something: the need-login and need-register events of spec section 4, the home tour, and the
 * assistant. `emit` / `on` for a signal nobody needs to claim; `request` / `answer` when the sender must
 * know whether somebody took it (it falls back otherwise). The rule is in docs/architecture.md.
 */
export interface PortalEvents {
  'shui:need-login': { reloadAfterLogin?: boolean };
  'shui:need-register': Record<string, never>;
  'shui:start-tour': Record<string, never>;
  'shui:open-assistant': Record<string, never>;
  /** A page asks for the assistant panel (the CS101 course page's button); the sidebar answers. */
  'shui:show-assistant': Record<string, never>;
}

export type PortalEventName = keyof PortalEvents;

export function emit<N extends PortalEventName>(name: N, detail: PortalEvents[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes; returns the unsubscribe function (for useEffect). */
export function on<N extends PortalEventName>(
  name: N,
  handler: (detail: PortalEvents[N]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<PortalEvents[N]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/**
 * Asks whoever answers `name` (see `answer`); true when one of them took it. The event is dispatched
 * cancelable and dispatchEvent runs every listener before it returns, so the answer is known at once.
 */
export function request<N extends PortalEventName>(name: N, detail: PortalEvents[N]): boolean {
  return !window.dispatchEvent(new CustomEvent(name, { detail, cancelable: true }));
}

/**
 * Answers `name`: the handler returns true when it takes the request, which claims it (for `request`'s
 * caller; an `emit`ted event has nobody waiting). Returns the unsubscribe function.
 */
export function answer<N extends PortalEventName>(
  name: N,
  handler: (detail: Partial<PortalEvents[N]>) => boolean,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<PortalEvents[N] | null>).detail ?? {};
    if (handler(detail)) event.preventDefault();
  };
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
