import { spawnContained, type ContainedProcess } from './sandbox';

/** Until a new runner says it is loaded. */
const START_TIMEOUT_MS = 60_000;
/** Bytes of protocol a runner may send beyond its cases' own budget. */
const PROTOCOL_SLACK = 256 * 1024;
/** Added to the sum of the case limits for the whole submission's deadline. */
export const SUBMISSION_SLACK_MS = 1_000;
/**
 * A case's limit is CPU time where the host tells it (Linux): the submission's own time, however busy
 * the machine is. Its wall-clock time may be this many times the limit (a program that waits, or a
 * machine so busy it barely runs), and where the host does not tell CPU time, the limit is wall-clock.
 */
export const WALL_FACTOR = 2;
/** How often the judge reads a running case's CPU time. */
const POLL_MS = 20;
/** A runner that died by one of these while a case ran had run out of memory (V8 aborts on it). */
const OUT_OF_MEMORY_SIGNALS = new Set<string>(['SIGABRT', 'SIGTRAP']);

/** How one case ended, as the judge saw it. */
export type CaseEnd =
  /** The runner answered this case in time, in sequence. */
  | { kind: 'answer'; message: Record<string, unknown>; timeMs: number }
  | { kind: 'time-limit'; timeMs: number }
  /** The runner died of a signal that means memory ran out. */
  | { kind: 'memory-limit'; timeMs: number }
  /** The runner died otherwise, sent too much, or broke the protocol (a forged or out-of-order message). */
  | { kind: 'crash'; error: string; timeMs: number };

export interface RunnerJob {
  /** Written to the runner as one line of JSON. */
  job: object;
  cases: number;
  caseLimitMs: number;
  /** Bytes the runner may answer in all. */
  budget: number;
  /** Whether a message is a well-formed answer (its `case` is checked by the runner class). */
  valid: (message: Record<string, unknown>) => boolean;
}

/**
 * One contained runner process (sandbox.ts): starts loading at once, judges one job, then is gone. It
 * talks on the channel (descriptor 3), one JSON object per line: `{"ready":true}` once loaded, then
 * `{"case":i,...}` for each case in order. The judge's own clocks decide: each case has its limit in
 * CPU time (WALL_FACTOR) from the moment the job is written or the case before it answered, and the
 * whole job a wall-clock deadline (the sum of the limits, times WALL_FACTOR, plus slack) armed when the
 * job is written and cleared by nothing the runner sends. A message out of sequence ends the runner.
 */
export class RunnerProcess {
  private readonly process: ContainedProcess;
  private pending = '';
  private received = 0;
  private budget = PROTOCOL_SLACK;
  private listener: ((message: Record<string, unknown> | null) => void) | null = null;
  private exitListener: ((reason: string, signal: NodeJS.Signals | null) => void) | null = null;
  readonly ready: Promise<void>;
  /** Its runtime is loaded (ready resolved). */
  loaded = false;
  exited = false;
  /** Given to a job: a runner judges one submission only. */
  taken = false;

  constructor(
    what: string,
    runner: string,
    readable: string[],
    args: string[] = [],
    /** How the process is started: contained (sandbox.ts); a test gives a stand-in. */
    spawn: typeof spawnContained = spawnContained,
  ) {
    this.process = spawn(runner, readable, args);
    const { child, channel } = this.process;
    channel.setEncoding('utf8');
    channel.on('data', (chunk: string) => this.onData(chunk));
    child.on('exit', (code, signal) => {
      this.exited = true;
      this.exitListener?.(signal ? `killed by ${signal}` : `exited with ${code}`, signal);
    });
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new Error(`the ${what} did not start in time`));
      }, START_TIMEOUT_MS);
      timer.unref();
      this.listener = (message) => {
        if (message?.ready !== true) return;
        clearTimeout(timer);
        this.listener = null;
        this.loaded = true;
        resolve();
      };
      this.exitListener = (reason) => {
        clearTimeout(timer);
        reject(new Error(`the ${what} stopped while starting (${reason})`));
      };
    });
    this.ready.catch(() => {});
  }

  private onData(chunk: string): void {
    this.received += chunk.length;
    if (this.received > this.budget + PROTOCOL_SLACK) {
      this.kill();
      return;
    }
    this.pending += chunk;
    let end: number;
    while ((end = this.pending.indexOf('\n')) >= 0) {
      const line = this.pending.slice(0, end);
      this.pending = this.pending.slice(end + 1);
      let message: unknown = null;
      try {
        message = JSON.parse(line);
      } catch {
        // not JSON: out of sequence by definition
      }
      this.listener?.(message && typeof message === 'object' ? (message as Record<string, unknown>) : null);
    }
  }

  kill(): void {
    if (!this.exited) this.process.child.kill('SIGKILL');
  }

  /** Runs the job; stops at a time limit, a crash or a message out of sequence (later cases are not run). */
  run({ job, cases, caseLimitMs, budget, valid }: RunnerJob): Promise<CaseEnd[]> {
    const ends: CaseEnd[] = [];
    this.budget = budget;
    return new Promise<CaseEnd[]>((resolve) => {
      let wallStart = performance.now();
      let cpuStart: number | null = null;
      let poll: NodeJS.Timeout | undefined;
      /** The case's time so far: CPU where the host tells it, else wall-clock. */
      const used = () => {
        const cpu = this.process.cpuMs();
        if (cpu !== null && cpuStart === null) cpuStart = cpu;
        return cpu !== null && cpuStart !== null ? cpu - cpuStart : performance.now() - wallStart;
      };
      const elapsed = () => Math.round(used());
      const finish = (last?: CaseEnd) => {
        if (last) ends.push(last);
        clearInterval(poll);
        clearTimeout(deadline);
        this.listener = null;
        this.exitListener = null;
        this.kill();
        resolve(ends);
      };
      const timeLimit = () => finish({ kind: 'time-limit', timeMs: caseLimitMs });
      const armCase = () => {
        wallStart = performance.now();
        cpuStart = this.process.cpuMs();
        clearInterval(poll);
        poll = setInterval(() => {
          if (used() >= caseLimitMs || performance.now() - wallStart >= caseLimitMs * WALL_FACTOR)
            timeLimit();
        }, POLL_MS);
      };
      const deadline = setTimeout(timeLimit, cases * caseLimitMs * WALL_FACTOR + SUBMISSION_SLACK_MS);
      this.listener = (message) => {
        if (!message || message.case !== ends.length || !valid(message)) {
          finish({ kind: 'crash', error: 'the runner broke the judge protocol', timeMs: elapsed() });
          return;
        }
        ends.push({ kind: 'answer', message, timeMs: elapsed() });
        if (ends.length === cases) finish();
        else armCase();
      };
      this.exitListener = (reason, signal) => {
        if (ends.length >= cases) return finish();
        const timeMs = elapsed();
        finish(
          signal && OUT_OF_MEMORY_SIGNALS.has(signal)
            ? { kind: 'memory-limit', timeMs }
            : { kind: 'crash', error: reason, timeMs },
        );
      };
      // Submitted code runs below the runners that are loading (and the fake API): they are the judge's
      // own work, and a runaway program should not slow the next submission's start.
      this.process.lowerPriority();
      armCase();
      this.process.channel.write(`${JSON.stringify(job)}\n`);
    });
  }
}

/**
 * Runners kept loaded ahead (`size` of them): a submission takes one, loaded ones first (never shared,
 * never one that died), and another starts loading at once.
 */
export class SpareRunners {
  private readonly spares: RunnerProcess[] = [];
  private starting = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly start: () => Promise<RunnerProcess>,
    private readonly size = 1,
  ) {}

  /** Starts loading runners until `size` are loaded or loading. */
  warm(): void {
    while (!this.closed && this.spares.length + this.starting < this.size) {
      this.starting += 1;
      this.start().then(
        (runner) => {
          this.starting -= 1;
          if (this.closed) runner.kill();
          else this.spares.push(runner);
          this.waiting.splice(0).forEach((wake) => wake());
        },
        () => {
          this.starting -= 1;
          this.waiting.splice(0).forEach((wake) => wake());
        },
      );
    }
  }

  /** Resolves once a runner is loaded and waiting (tests and benches time the judge, not a start-up). */
  async loaded(): Promise<void> {
    this.warm();
    while (!this.spares.some((runner) => runner.loaded)) {
      const first = this.spares.find((runner) => !runner.exited);
      if (first) await first.ready.catch(() => {});
      else await new Promise<void>((wake) => this.waiting.push(wake));
      if (this.closed) throw new Error('the judge is closed');
    }
  }

  /** A loaded runner for one job; one that dies while loading is replaced (three tries). */
  async take(): Promise<RunnerProcess> {
    for (let tries = 0; ;) {
      if (this.closed) throw new Error('the judge is closed');
      for (let i = this.spares.length - 1; i >= 0; i -= 1)
        if (this.spares[i]!.exited) this.spares.splice(i, 1);
      const index = Math.max(
        0,
        this.spares.findIndex((runner) => runner.loaded),
      );
      const runner = this.spares.splice(index, 1)[0];
      this.warm();
      if (!runner) {
        await new Promise<void>((wake) => this.waiting.push(wake));
        continue;
      }
      runner.taken = true;
      try {
        await runner.ready;
        return runner;
      } catch (error) {
        tries += 1;
        if (tries >= 3) throw error;
      }
    }
  }

  /** Kills the runners kept ahead; later calls start none. */
  close(): void {
    this.closed = true;
    for (const runner of this.spares.splice(0)) runner.kill();
    this.waiting.splice(0).forEach((wake) => wake());
  }
}
