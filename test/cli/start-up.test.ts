// Start-up: the menu's first frame parses only what it draws, from few files, and the runtime's
// compile cache is used where the runtime has one. (Its speed is measured by `npm run bench`, not here.)
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { cleanEnv, KEYS, ptyProblem, Term } from '../../bench/ui.js';
import { enableCompileCache } from '../../src/cli/compile-cache.js';
import { menuFlags } from '../../src/cli/menu-flags.js';

/** What the program's three builds put in which file (scripts/bundle.mjs writes it). */
function builtMetafiles(): Record<'bin' | 'router' | 'menu', Metafile> {
  if (!existsSync('dist/metafile.json')) throw new Error('build first: npm run build');
  return JSON.parse(readFileSync('dist/metafile.json', 'utf8')) as Record<'bin' | 'router' | 'menu', Metafile>;
}

/** The output files `entry`'s output loads statically (itself too), in one build. */
function staticClosure(outputs: Metafile['outputs'], entry: string): string[] {
  const seen = new Set<string>();
  const todo = [Object.keys(outputs).find((k) => outputs[k].entryPoint === entry)!];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) todo.push(i.path);
  }
  return [...seen];
}

/** The rules, boards, rulesets, YAML, zod, computer players, simulator and play screens: none is in the menu's first frame. */
const AFTER_THE_FIRST_FRAME =
  /node_modules\/(yaml|zod)\/|^src\/(rulesets|ai|sim)\/|^src\/ui\/boards\/(?!registry|types|generic\/fields|generic\/plugin)|^src\/games\/[^/]+\/(?!meta\.ts)|components\/(PlayScreen|Scoreboard)/;

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
    expect(files.filter((f) => AFTER_THE_FIRST_FRAME.test(f))).toEqual([]);
  }, 60_000);

  it('in the bundle, is the menu build: the bin, then three files without the router, commander or anything loaded after the frame', () => {
    const { bin, menu } = builtMetafiles();
    // the bin is one file that imports the menu, or the router, by path
    const binOut = bin.outputs['dist/dinner-games.mjs'];
    expect(binOut.imports.filter((i) => !i.path.startsWith('node:')).map((i) => [i.path, i.kind])).toEqual([
      ['./menu.mjs', 'dynamic-import'],
      ['./main.mjs', 'dynamic-import'],
    ]);
    expect(Object.keys(binOut.inputs).sort()).toEqual(['src/cli/bin.ts', 'src/cli/compile-cache.ts', 'src/cli/menu-flags.ts']);
    // the menu: its entry, the first frame's chunk and esbuild's helpers, however many lazy imports the code has
    const files = staticClosure(menu.outputs, 'src/cli/menu.ts');
    expect(files.length).toBeLessThanOrEqual(3);
    const inputs = files.flatMap((f) => Object.keys(menu.outputs[f].inputs));
    expect(inputs).toContain('src/ui/components/MenuScreen.tsx');
    expect(inputs).toContain('src/ui/launch.tsx');
    expect(inputs.filter((f) => AFTER_THE_FIRST_FRAME.test(f) || /node_modules\/commander\/|^src\/cli\/main\.ts$/.test(f))).toEqual([]);
  });
});

describe.skipIf(ptyProblem !== undefined)("the menu's first frame, run", () => {
  it('loads no node:crypto (several milliseconds): the seed it shows and the lock come from the random device', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dg-first-frame-'));
    try {
      // a wrapper notes which of Node's own modules are loaded when the frame is written
      const wrapper = join(dir, 'note.mjs');
      const note = join(dir, 'loaded.json');
      writeFileSync(
        wrapper,
        `import { writeFileSync } from 'node:fs';
const write = process.stdout.write;
process.stdout.write = function (d, ...rest) {
  if (String(d).includes('Start a new game')) { process.stdout.write = write; writeFileSync(${JSON.stringify(note)}, JSON.stringify(process.moduleLoadList)); }
  return write.call(this, d, ...rest);
};
await import(${JSON.stringify(resolve('bin/dinner-games.js'))});
`,
      );
      const t = new Term([], { env: cleanEnv({ DINNER_GAMES_STATE_DIR: join(dir, 'state') }), script: wrapper });
      try {
        await t.waitFor(/Seed +\d+/);
      } finally {
        t.kill();
        await t.exit;
      }
      const loaded = JSON.parse(readFileSync(note, 'utf8')) as string[];
      expect(loaded).toContain('NativeModule tty');
      expect(loaded.filter((m) => /crypto/.test(m))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe.skipIf(ptyProblem !== undefined)('keys typed before the menu is drawn', () => {
  it('count: two Down keys sent as the program starts move the cursor two rows, and q then quits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dg-early-keys-'));
    try {
      const t = new Term([], { env: cleanEnv({ DINNER_GAMES_STATE_DIR: dir }) });
      try {
        // written before node has even started: the keys wait in the terminal for the program
        t.proc.write(KEYS.down + KEYS.down);
        const screen = await t.waitFor(/> Seat 1 /);
        expect(screen).not.toMatch(/> (Start a new game|Game) /);
        t.proc.write('q');
        expect((await t.exit).exitCode).toBe(0);
      } finally {
        t.kill();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('which arguments open the menu without the router', () => {
  it('none, --ascii and --take-over, in any order', () => {
    expect(menuFlags([])).toEqual({ ascii: false, takeOver: false });
    expect(menuFlags(['--ascii'])).toEqual({ ascii: true, takeOver: false });
    expect(menuFlags(['--take-over', '--ascii'])).toEqual({ ascii: true, takeOver: true });
  });

  it('nothing else: a command, help, the version, an unknown or misspelt option, `--`', () => {
    for (const args of [['list'], ['--help'], ['-h'], ['--version'], ['-V'], ['--asci'], ['--ascii', 'play'], ['--'], ['--ascii=1'], ['']]) {
      expect(menuFlags(args), args.join(' ')).toBeUndefined();
    }
  });
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
