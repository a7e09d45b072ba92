/** Where commands write. Tests swap it for a recorder (setIo) to read what a user would see. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Colour on stdout: a terminal, and NO_COLOR unset. */
  colour: boolean;
  /** Progress bars go to stderr, only when it is a terminal. */
  progress: boolean;
}

function processIo(): Io {
  const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    colour: Boolean(process.stdout.isTTY) && !noColor,
    progress: Boolean(process.stderr.isTTY),
  };
}

let current: Io = processIo();

export const io = (): Io => current;

export function setIo(next: Io): void {
  current = next;
}

export function resetIo(): void {
  current = processIo();
}

const paint = (code: number) => (text: string) => (current.colour ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = paint(1);
export const dim = paint(2);
export const red = paint(31);
export const green = paint(32);
export const yellow = paint(33);
export const cyan = paint(36);

/** Writes a line to stdout. */
export const line = (text = ''): void => io().out(`${text}\n`);

/** Prints `data` as JSON with --json, else the human text. */
export function print(json: boolean | undefined, data: unknown, human: () => string): void {
  if (json) io().out(`${JSON.stringify(data, null, 2)}\n`);
  else {
    const text = human();
    if (text) io().out(text.endsWith('\n') ? text : `${text}\n`);
  }
}
