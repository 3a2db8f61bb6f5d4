/**
 * Registers every game once. Import this module (not the games one by one) before looking a
 * game up by id. A new game is imported here and listed in catalog.ts.
 */
import { setGameOrder } from '../engine/registry.js';
import { CATALOG } from './catalog.js';
import './royal-dinner-party/index.js';
import './the-feast/index.js';
import './just-desserts/index.js';
import './louis-xiv/index.js';
import './surrealist-dinner-party/index.js';

setGameOrder(CATALOG.map((g) => g.id));
