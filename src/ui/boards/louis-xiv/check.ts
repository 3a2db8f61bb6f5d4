/**
 * The game's own noble checks, as the screens ask them (see predict.ts). Until the rules'
 * noble functions are wired here, nothing is predicted and the board says nothing about it.
 */
import type { NobleCheck } from './predict.js';

export const nobleCheck: NobleCheck | undefined = undefined;
