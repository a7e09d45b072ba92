/**
 * A deterministic 53-bit hash of a text (cyrb53, public domain): the same value gives the same fake in
 * every recording, on every machine, with no salt kept anywhere. It is not a cryptographic hash, and it
 * need not be: what it hides is already replaced, and a fake says nothing a guess could not.
 */
export function hash53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A stream of deterministic whole numbers below `n`, drawn from `text`. */
export function draws(text: string): (n: number) => number {
  let round = 0;
  let pool = 0;
  let left = 1;
  return (n) => {
    if (left < n * 16) {
      round += 1;
      pool = hash53(text, round);
      left = 2 ** 53;
    }
    const value = pool % n;
    pool = Math.floor(pool / n);
    left = Math.floor(left / n);
    return value;
  };
}

/** `count` decimal digits drawn from `text`. */
export function digitsOf(text: string, count: number): string {
  const next = draws(text);
  let out = '';
  for (let i = 0; i < count; i += 1) out += String(next(10));
  return out;
}
