/** The program's entry point: `run` loads what the command needs (see main.ts) and runs it. */
import { run } from './main.js';

// a reader that stops early (`simulate ... | head`) is no error: what is left has nowhere to go
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') process.stderr.write(`dinner-games: cannot write to stdout (${e.code ?? e.message})\n`);
  process.exit(e.code === 'EPIPE' ? (typeof process.exitCode === 'number' ? process.exitCode : 0) : 1);
});

process.exitCode = await run(process.argv);
