/** Registers every game's board plug-in; games without one get the generic board. */
import { registerBoard } from './registry.js';
import { justDessertsBoard } from './just-desserts/plugin.js';
import { louisXivBoard } from './louis-xiv/plugin.js';
import { royalDinnerPartyBoard } from './royal-dinner-party/plugin.js';
import { surrealistDinnerPartyBoard } from './surrealist-dinner-party/plugin.js';
import { theFeastBoard } from './the-feast/plugin.js';

registerBoard(royalDinnerPartyBoard);
registerBoard(theFeastBoard);
registerBoard(justDessertsBoard);
registerBoard(louisXivBoard);
registerBoard(surrealistDinnerPartyBoard);

export { boardFor } from './registry.js';
