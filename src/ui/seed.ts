/** New seeds, kept apart from the session so that the menu's first frame loads no rules. */
import { secureRandomBytes } from './random.js';

/**
 * A new game's seed: any of the generator's 2^32 but 0, each as likely, and unpredictable, so
 * no one can find a game's by trying them all.
 */
export function newSeed(): number {
  for (;;) {
    const seed = secureRandomBytes(4).readUInt32BE(0);
    if (seed !== 0) return seed;
  }
}
