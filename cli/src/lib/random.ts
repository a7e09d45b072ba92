/**
 * mulberry32: a tiny seeded generator of numbers in [0, 1), so that the same seed gives the same generated
 * data (`shui seed`), and fast enough for its bulk loops (faker's own calls cost ~30 µs each).
 */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
