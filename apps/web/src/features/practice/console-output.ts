/** What a run printed, in order: pieces of stdout and stderr (adjacent pieces of one stream merged). */
export interface OutputPiece {
  stream: 'stdout' | 'stderr';
  text: string;
}

/**
 * Adds `text` to the output, at most `limit` characters in all (the worker stops a program at its own
 * limit; this is the page's guard, so nothing it is sent can grow the console without end).
 */
export function appendOutput(
  pieces: readonly OutputPiece[],
  stream: OutputPiece['stream'],
  text: string,
  limit: number,
): OutputPiece[] {
  const used = pieces.reduce((n, piece) => n + piece.text.length, 0);
  const room = limit - used;
  if (room <= 0 || text === '') return pieces as OutputPiece[];
  const kept = text.length > room ? text.slice(0, room) : text;
  const last = pieces.at(-1);
  if (last && last.stream === stream) return [...pieces.slice(0, -1), { stream, text: last.text + kept }];
  return [...pieces, { stream, text: kept }];
}

/** Characters printed so far. */
export const outputLength = (pieces: readonly OutputPiece[]): number =>
  pieces.reduce((n, piece) => n + piece.text.length, 0);
