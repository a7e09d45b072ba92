/**
 * How far a learner has watched a video, and when to tell the server (POST /resource/lesson/progress).
 *
 * "Watched to" is the furthest position reached by playing on from what was already watched: a jump
 * ahead (seeking) does not count until the part before it has been played. Reports are throttled: at
 * most one per `intervalMs` while playing, and one more on pause, end or leaving, each only when the
 * position moved past what the server already has.
 */
export interface ProgressReporterOptions {
  /** What the server had: the learner's earlier watchedSeconds. */
  watchedSeconds: number;
  /** The video's length, when known (the position never counts past it). */
  durationSeconds: number;
  /** Sends a report; a rejection makes the next report send it again. */
  send: (watchedSeconds: number) => Promise<unknown>;
  intervalMs?: number;
  now?: () => number;
}

export interface ProgressReporter {
  /** The player's position while it plays (timeupdate). */
  played: (positionSeconds: number) => void;
  /** The player jumped (seeking): the next step starts from here. */
  jumped: (positionSeconds: number) => void;
  /** Pause, end or leaving the page: sends what the server does not have yet. */
  flush: () => void;
  /** Whole seconds watched so far. */
  watched: () => number;
}

export const PROGRESS_INTERVAL_MS = 10_000;
/** A timeupdate step longer than this is a jump, not playing (browsers fire every 0.25 s or so). */
const MAX_STEP_SECONDS = 3;

export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const { send, durationSeconds, intervalMs = PROGRESS_INTERVAL_MS, now = Date.now } = options;
  const cap = (seconds: number) => (durationSeconds > 0 ? Math.min(seconds, durationSeconds) : seconds);
  let furthest = cap(Math.max(0, options.watchedSeconds));
  let sent = Math.floor(furthest);
  let lastPosition: number | null = null;
  let lastSentAt = now();

  const report = () => {
    const seconds = Math.floor(furthest);
    if (seconds <= sent) return;
    const before = sent;
    sent = seconds;
    lastSentAt = now();
    send(seconds).catch(() => {
      // Not on the server: the next report sends it again.
      if (sent === seconds) sent = before;
    });
  };

  return {
    played(position) {
      if (!Number.isFinite(position) || position < 0) return;
      const step = lastPosition === null ? null : position - lastPosition;
      const continuous = step !== null && step > 0 && step <= MAX_STEP_SECONDS;
      // Counted only when it goes on from inside (or at the edge of) what was watched.
      if (continuous && lastPosition! <= furthest + MAX_STEP_SECONDS) {
        furthest = Math.max(furthest, cap(position));
      }
      lastPosition = position;
      if (now() - lastSentAt >= intervalMs) report();
    },
    jumped(position) {
      lastPosition = Number.isFinite(position) ? position : null;
    },
    flush: report,
    watched: () => Math.floor(furthest),
  };
}
