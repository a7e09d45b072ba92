/**
 * Portal-wide events between parts that may not import each other (features, layout): the need-login
 * and need-register events of spec section 4, the home tour, and the assistant.
 */
export interface PortalEvents {
  'shui:need-login': { reloadAfterLogin?: boolean };
  'shui:need-register': Record<string, never>;
  'shui:start-tour': Record<string, never>;
  'shui:open-assistant': Record<string, never>;
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
