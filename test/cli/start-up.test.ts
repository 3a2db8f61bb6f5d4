// Start-up: the menu's first frame parses only what it draws, and the runtime's compile cache
// is used where the runtime has one. (Its speed is measured by `npm run bench`, not here.)
import { build, type Metafile } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { enableCompileCache } from '../../src/cli/compile-cache.js';

/** Every source file the bundle's chunks load statically, starting from `entries`' chunks. */
async function loadedBefore(entries: string[]): Promise<string[]> {
  const { metafile } = await build({
    entryPoints: ['src/cli/bin.ts', ...entries],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['@lydell/node-pty', 'react-devtools-core', 'cpu-features', '*.node'],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const outputs: Metafile['outputs'] = metafile.outputs;
  const chunkOf = (entry: string) => Object.keys(outputs).find((k) => outputs[k].entryPoint === entry)!;
  const seen = new Set<string>();
  const todo = ['src/cli/bin.ts', ...entries].map(chunkOf);
  while (todo.length) {
    const chunk = todo.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const i of outputs[chunk].imports) if (i.kind === 'import-statement' && !i.external) todo.push(i.path);
  }
  return [...seen].flatMap((c) => Object.keys(outputs[c].inputs));
}

describe("the menu's first frame", () => {
  it('loads the screens and the games meta.ts, but no rules, boards, rulesets, yaml, zod or computer players', async () => {
    // what the router imports for no command (src/cli/main.ts), then the screens (src/ui/commands.ts)
    const files = await loadedBefore(['src/cli/main.ts', 'src/games/index.ts', 'src/ui/commands.ts', 'src/ui/launch.tsx']);
    expect(files).toContain('src/ui/components/MenuScreen.tsx');
    expect(files).toContain('src/games/the-feast/meta.ts');
    const heavy = files.filter((f) =>
      /node_modules\/(yaml|zod)\/|^src\/(rulesets|ai|sim)\/|^src\/ui\/boards\/(?!registry|types|generic\/fields|generic\/plugin)|^src\/games\/[^/]+\/(?!meta\.ts)|components\/(PlayScreen|Scoreboard)/.test(f),
    );
    expect(heavy).toEqual([]);
  }, 60_000);
});

describe('the compile cache', () => {
  it('is turned on when the runtime has it', () => {
    const enable = vi.fn();
    expect(enableCompileCache({ enableCompileCache: enable })).toBe(true);
    expect(enable).toHaveBeenCalledTimes(1);
  });

  it('is skipped on a runtime without it (Node 20), and a failure to set it up is no error', () => {
    expect(enableCompileCache({})).toBe(false);
    expect(
      enableCompileCache({
        enableCompileCache: () => {
          throw new Error('EROFS');
        },
      }),
    ).toBe(false);
  });
});
