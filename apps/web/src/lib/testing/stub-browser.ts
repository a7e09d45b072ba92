/** What jsdom lacks and antd's popover, modal, form, select and wave effect ask for. */
export function stubBrowser(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  // jsdom does not compute pseudo-elements (antd measures the scrollbar with one) and says so loudly.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}
