/**
 * The program's entry point: no command opens the menu (menu.ts), anything else goes through
 * the router (main.ts), which loads what the command needs and runs it.
 */
import { enableCompileCache } from './compile-cache.js';
import { menuFlags } from './menu-flags.js';

// before the rest of the program is loaded, so that all of it is compiled through the cache
enableCompileCache();

// a reader that stops early (`simulate ... | head`) is no error: what is left has nowhere to go
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') process.stderr.write(`dinner-games: cannot write to stdout (${e.code ?? e.message})\n`);
  process.exit(e.code === 'EPIPE' ? (typeof process.exitCode === 'number' ? process.exitCode : 0) : 1);
});

/**
 * Imports with `fetch` hidden: yoga, Ink's layout engine, which the menu loads with itself,
 * fetches its WebAssembly from a data URL when there is a `fetch`, which first loads Node's
 * whole HTTP client; without one it decodes the same bytes directly (as loadScreens in
 * src/ui/commands.ts does for the router's screens).
 */
async function withoutFetch<T>(load: () => Promise<T>): Promise<T> {
  const fetch = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', { value: undefined, configurable: true, writable: true });
  try {
    return await load();
  } finally {
    if (fetch?.configurable) Object.defineProperty(globalThis, 'fetch', fetch);
  }
}

const menu = menuFlags(process.argv.slice(2));
if (menu) {
  process.exitCode = await (await withoutFetch(() => import('./menu.js'))).runMenu(menu);
} else {
  const { run } = await import('./main.js');
  process.exitCode = await run(process.argv);
}
