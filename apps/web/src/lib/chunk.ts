import { ui } from '../config/ui';

/** A route's code that did not arrive (network, a new deploy, or the 120 s timeout). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && CHUNK_FAILURE.test(`${error.name} ${error.message}`))
  );
}

/** Loads a chunk, failing after the spec's chunk timeout (120 s) instead of waiting forever. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = ui.chunkLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`chunk not loaded after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error && isChunkLoadError(error) ? error : new ChunkLoadError(String(error)));
      },
    );
  });
}
