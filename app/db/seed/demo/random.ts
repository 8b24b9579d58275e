// Random numbers: the seedable PRNG and the helpers that draw from it.

export type Rng = () => number;

/** mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (r: Rng, min: number, max: number): number => min + Math.floor(r() * (max - min + 1));
export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
export const chance = (r: Rng, p: number): boolean => r() < p;

export function weighted<T>(r: Rng, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let x = r() * total;
  for (const item of items) {
    x -= weight(item);
    if (x < 0) return item;
  }
  return items[items.length - 1]!;
}

export function shuffle<T>(r: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function pickSome<T>(r: Rng, items: readonly T[], count: number): T[] {
  return shuffle(r, [...items]).slice(0, Math.min(count, items.length));
}
