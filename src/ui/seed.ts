/** New seeds, kept apart from the session so that the menu's first frame loads no rules. */
import { randomInt } from 'node:crypto';

/** A new game's seed: any of the generator's 2^32, so no one can find a game's by trying them all. */
export const newSeed = (): number => randomInt(1, 2 ** 32);
