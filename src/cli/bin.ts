/** The program's entry point: registers the games and the commands, then runs. */
import '../games/index.js';
import '../ai/index.js';
import { addCommands, run } from './main.js';
import { registerSimCommands } from '../sim/commands.js';
import { registerPlayCommands } from '../ui/commands.js';

addCommands(registerSimCommands);
addCommands(registerPlayCommands);

process.exitCode = await run(process.argv);
