/**
 * The runtime's module compile cache (Node 22.1 and later): compiled code is kept on the disk
 * between runs, so later starts skip compiling. Older runtimes have no such function and
 * start as before. NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for any Node program.
 */
import nodeModule from 'node:module';

/** Turns the cache on when the runtime has it; whether it was asked to. Never throws. */
export function enableCompileCache(mod: { enableCompileCache?: () => unknown } = nodeModule as never): boolean {
  if (typeof mod.enableCompileCache !== 'function') return false;
  try {
    mod.enableCompileCache();
    return true;
  } catch {
    // a cache that cannot be set up (a read-only temporary folder) only costs the speed-up
    return false;
  }
}
