import { io } from './io';

export interface Progress {
  /** Adds `n` done. */
  tick(n: number): void;
  done(): void;
  /** Ends the line where it is (on an error). */
  stop(): void;
}

const WIDTH = 28;
const EVERY_MS = 80;

/**
 * A one-line progress bar on stderr, redrawn at most every 80 ms; nothing at all when stderr is not a
 * terminal (scripts, --json, CI), so output stays clean.
 */
export function progress(label: string, total: number): Progress {
  if (!io().progress || total <= 0) return { tick: () => {}, done: () => {}, stop: () => {} };
  let count = 0;
  let drawn = 0;
  const draw = () => {
    const ratio = Math.min(1, count / total);
    const filled = Math.round(ratio * WIDTH);
    io().err(
      `\r${label.padEnd(12)} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${count.toLocaleString('en')}/${total.toLocaleString('en')}`,
    );
    drawn = performance.now();
  };
  draw();
  return {
    tick(n) {
      count += n;
      if (performance.now() - drawn >= EVERY_MS) draw();
    },
    done() {
      count = total;
      draw();
      io().err('\n');
    },
    stop() {
      io().err('\n');
    },
  };
}
