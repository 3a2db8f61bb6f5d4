/** Small helpers for the words the program writes: counts of things, and the nearest known name. */

/** "1 hand", "3 hands", "1 pt", "0 pts": a count and its noun, singular only for exactly one. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The noun alone, as it goes with `n` ("point" for 1, "points" otherwise). */
export const noun = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

/** The edit distance between two words (insertions, deletions, substitutions), stopping above `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/**
 * The known name a mistyped one most likely meant ("favourites" -> "favorites", "Aces" ->
 * "aces"): the same but for case, else the nearest within about a third of its letters;
 * undefined when none is that near.
 */
export function nearest(word: string, known: readonly string[]): string | undefined {
  if (word.length > 100) return undefined;
  const lower = word.toLowerCase();
  const same = known.find((k) => k.toLowerCase() === lower);
  if (same) return same;
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestD = limit + 1;
  for (const k of known) {
    const d = distance(lower, k.toLowerCase(), limit);
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

/** Names in a sentence: "A", "A and B", "A, B and C". */
export function andList(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
