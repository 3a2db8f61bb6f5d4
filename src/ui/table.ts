/**
 * What a game at the table needs beyond the menu: the boards, the rulesets (YAML and their
 * schema checks), saves, the session and the play screens (and a server's table screens). Loaded by load-table.ts after the
 * menu's first frame, so that the frame parses only what it draws.
 */
import './boards/index.js';

export { Match } from '../engine/match.js';
export { loadRuleset } from '../rulesets/index.js';
export { loadSave } from './save.js';
export { Session, describeSave } from './session.js';
export { PlayScreen } from './components/PlayScreen.js';
export { Scoreboard } from './components/Scoreboard.js';
// a server's shared tables (the menu offers them only there)
export { TableHost, initialHost } from './components/TableHost.js';
export { TableJoin } from './components/TableJoin.js';
export { TableRoom } from './components/TableRoom.js';
