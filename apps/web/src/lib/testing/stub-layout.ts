/**
 * jsdom lays nothing out and has no client rectangles of a text range, which CodeMirror measures after
 * each update (it logs a TypeError without them). Empty rectangles stand in: tests read text and
 * attributes, never positions.
 */
export function stubTextLayout(): void {
  const range = Range.prototype as Partial<Pick<Range, 'getClientRects' | 'getBoundingClientRect'>>;
  range.getClientRects ??= () => Object.assign([], { item: () => null });
  range.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);
}
