/**
 * jsdom lays nothing out and has no client rectangles of a text range, which CodeMirror measures after
 * each update (it logs a TypeError without them). Empty rectangles stand in: tests read text and
 * attributes, never positions.
 */
export function stubTextLayout(): void {
  const empty = () => new DOMRect(0, 0, 0, 0);
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!('getClientRects' in Range.prototype)) Range.prototype.getClientRects = none;
  if (!('getBoundingClientRect' in Range.prototype)) Range.prototype.getBoundingClientRect = empty;
}
