/** The program's entry point: registers the games and the commands, then runs. */
import '../games/index.js';
import { run } from './main.js';

process.exitCode = await run(process.argv);
