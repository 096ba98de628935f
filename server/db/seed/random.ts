/** Seed of the pseudo-random generator: the same value gives the same company. */
export const PRNG_SEED = 0x5eed_2026;

/** mulberry32: a small, fast, deterministic PRNG returning floats in [0, 1). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const chance = (probability: number): boolean => next() < probability;
  /** Picks by weight from [item, weight] pairs. */
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  };
  /** A shuffled copy (Fisher–Yates). */
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = Math.floor(next() * (index + 1));
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return { next, int, pick, chance, weighted, shuffle };
}
export type Random = ReturnType<typeof createRandom>;
