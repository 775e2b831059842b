/**
 * What the rules leave to chance (the '?' of an acceptance list) drawn from a seed, so that a
 * phase processed twice comes out the same. A small 32-bit generator (mulberry32's scheme) is
 * plenty: nothing here is a secret.
 */
export type Draw = () => number;

export function seeded(seed: number): Draw {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of the list in random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], draw: Draw): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
