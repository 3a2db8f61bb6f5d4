/**
 * Registers every game once. Import this module (not the games one by one) before looking a
 * game up by id.
 */
import './royal-dinner-party/index.js';
import './the-feast/index.js';
import './just-desserts/index.js';
import './louis-xiv/index.js';
