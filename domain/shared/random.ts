/**
 * A small deterministic random source (mulberry32): the demo's week, the simulated watchers and the property tests'
 * detections are the same on every run, a failing case replays from its seed, and a contract server's "30 % of
 * calls fail" fails the same calls every run.
 */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `low` to `high`, both included. */
export const between = (random: () => number, low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

/** One of `choices`, each as likely as its weight. */
export function weighted<T>(random: () => number, choices: ReadonlyArray<readonly [T, number]>): T {
  let left = random() * choices.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [choice, weight] of choices) {
    left -= weight;
    if (left < 0) return choice;
  }
  return choices[choices.length - 1]![0];
}

/** A seed for one thing out of several (a person's day): a string hashed (FNV-1a). */
export function seedOf(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
