/** The program's entry point: `run` loads what the command needs (see main.ts) and runs it. */
import { run } from './main.js';

process.exitCode = await run(process.argv);
