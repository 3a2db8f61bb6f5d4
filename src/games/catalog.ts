/**
 * Every game's `meta.ts`, in the order the menu, \`list\` and the help show them. A new game is
 * added here and imported in index.ts. Loading this loads no rules (start-up of \`list\`).
 */
import type { GameMeta } from '../engine/types.js';
import { META as justDesserts } from './just-desserts/meta.js';
import { META as louisXiv } from './louis-xiv/meta.js';
import { META as royalDinnerParty } from './royal-dinner-party/meta.js';
import { META as surrealistDinnerParty } from './surrealist-dinner-party/meta.js';
import { META as theFeast } from './the-feast/meta.js';

export const CATALOG: readonly GameMeta[] = [royalDinnerParty, theFeast, justDesserts, louisXiv, surrealistDinnerParty];
