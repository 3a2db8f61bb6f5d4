// Compiles the CLI, its workers and the benchmarks into minified ESM with esbuild.
//
// The CLI and the worker are split into chunks (dist/chunk-*.mjs) so that a command loads only
// what it runs: `--version` and `list` never parse Ink, React or the simulator. The published
// package holds nothing but this output, so every dependency is bundled; the licences of what
// the bundle holds are written to dist/THIRD-PARTY-NOTICES.txt.
//
// `node scripts/bundle.mjs` builds everything; `cli` only what is published (npm's prepack);
// `bench` the benchmarks and the worker they start.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { build } from 'esbuild';

// Ink loads its devtools (react-devtools-core, a window polyfill) only in its DEV mode, which
// never runs here: the bundle gets an empty stand-in instead (react-devtools-core is not even
// installed), and no chunk of 50 kB that nothing loads.
const stubDevtools = {
  name: 'stub-ink-devtools',
  setup(b) {
    b.onResolve({ filter: /^\.\/devtools\.js$/ }, (a) => (/[\\/]node_modules[\\/]ink[\\/]/.test(a.importer) ? { path: 'ink-devtools', namespace: 'stub' } : undefined));
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'export default { initialize() {}, connectToDevTools() {} };',
      loader: 'js',
    }));
  },
};

// zod carries its messages in 40-odd languages (a quarter of a megabyte that every command
// would parse); the program speaks English, so the bundle keeps zod's English messages only.
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (a) => (/[\\/]zod[\\/]v4[\\/]/.test(a.importer) ? { path: 'zod-locales', namespace: 'zod-en' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'zod-en' }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};

// string-width measures a string's columns (grapheme segmentation, emoji tables) and Ink's
// helpers ask it, and slice-ansi and widest-line, about the same lines again every frame:
// every import of these gets the same function with a cache (what they answer depends on
// their arguments alone: strings and numbers), the oldest going first when it is large.
const MEMOIZED = /^(string-width|slice-ansi|widest-line)$/;
const memoizePureHelpers = {
  name: 'memoize-pure-helpers',
  setup(b) {
    b.onResolve({ filter: MEMOIZED }, async (a) => {
      if (a.pluginData?.real) return undefined;
      const real = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, pluginData: { real: true } });
      if (real.errors.length) return undefined;
      return { path: real.path, namespace: 'memoized' };
    });
    b.onLoad({ filter: /.*/, namespace: 'memoized' }, (a) => ({
      contents: `import real from ${JSON.stringify(a.path)};
const cache = new Map();
const width = ${/[\\/]string-width[\\/]/.test(a.path)};
// string-width's answer without its segmenter, for text whose every character (colour codes
// aside) is one column alone and never joins a neighbour into one character (told once per
// character, by string-width and the segmenter themselves): a column a character
const ascii = /^(?:[\x20-\x7e]|\x1b\[[0-9;]*m)*$/;
const sgr = /\x1b\[[0-9;]*m/g;
const simple = new Uint8Array(0x3000);
let segmenter;
function columns(text) {
  const t = text.replace(sgr, '');
  if (ascii.test(text)) return t.length;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c >= 0x3000) return -1;
    if (simple[c] === 0) {
      segmenter ??= new Intl.Segmenter();
      const ch = t[i];
      simple[c] = real(ch) === 1 && [...segmenter.segment('a' + ch + 'a')].length === 3 ? 1 : 2;
    }
    if (simple[c] !== 1) return -1;
  }
  return t.length;
}
export default function memoized(text, ...rest) {
  if (typeof text !== 'string' || rest.some((r) => r !== undefined && typeof r !== 'number')) return real(text, ...rest);
  if (width && rest.length === 0) {
    const n = columns(text);
    if (n >= 0) return n;
  }
  const key = rest.length ? rest.join(',') + '\u0000' + text : text;
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size >= 20000) cache.delete(cache.keys().next().value);
    v = real(text, ...rest);
    cache.set(key, v);
  }
  return v;
}`,
      loader: 'js',
      resolveDir: process.cwd(),
    }));
  },
};

// Ink 6.8 keeps two caches for the life of the process, never emptied: the size of every text
// it measured (measure-text.js) and every text it cut or wrapped to a width (wrap-text.js). A
// server draws new log lines and board rows for every move at every connection, so they grow
// without end (the screens bench: about 0.7 KB a key still held after 24,000 keys). The bundle
// gives both a bounded map (src/ui/bounded-cache.ts), the oldest going first; the build fails if
// Ink's code is no longer what this rewrites.
const INK_CACHES = {
  'measure-text.js': [['const cache = new Map();', 'const cache = new BoundedMap(20000);']],
  'wrap-text.js': [
    ['const cache = {};', 'const cache = new BoundedMap(20000);'],
    ['const cachedText = cache[cacheKey];', 'const cachedText = cache.get(cacheKey);'],
    ['cache[cacheKey] = wrappedText;', 'cache.set(cacheKey, wrappedText);'],
  ],
};
const boundInkCaches = {
  name: 'bound-ink-caches',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]ink[\\/]build[\\/](measure|wrap)-text\.js$/ }, async (a) => {
      let contents = await readFile(a.path, 'utf8');
      for (const [from, to] of INK_CACHES[basename(a.path)]) {
        if (!contents.includes(from)) throw new Error(`${a.path}: no "${from}" to bound; Ink changed, see bound-ink-caches in scripts/bundle.mjs`);
        contents = contents.replace(from, to);
      }
      contents = `import { BoundedMap } from ${JSON.stringify(join(process.cwd(), 'src/ui/bounded-cache.ts'))};\n${contents}`;
      return { contents, loader: 'js', resolveDir: dirname(a.path) };
    });
  },
};

// Every call Ink makes to a yoga node goes through embind's generic wrapper (yoga-layout is built
// without code generation): the arguments gathered in an array, the call made through `apply`.
// The bundle has methods of up to two arguments called directly (src/ui/yoga-calls.ts), the same
// conversions and checks; the build fails if yoga's code is no longer what this rewrites.
const YOGA_CALL = [
  ['var m="void"!==b[0].name,l=f-2,n=Array(l),p=[],r=[];return function(){arguments.length!==l&&L(', 'var m="void"!==b[0].name,l=f-2,n=Array(l),p=[],r=[];var q=function(){arguments.length!==l&&L('],
  ['u=m?b[0].fromWireType(t):void 0;return u}}function pb(a,b)', 'u=m?b[0].fromWireType(t):void 0;return u};return fasterYogaCall(a,b,g,k,m,l,d,e,q,r,Wa,L)}function pb(a,b)'],
];
const fasterYogaCalls = {
  name: 'faster-yoga-calls',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/ }, async (a) => {
      let contents = await readFile(a.path, 'utf8');
      for (const [from, to] of YOGA_CALL) {
        if (contents.split(from).length !== 2) throw new Error(`${a.path}: not one "${from.slice(0, 40)}..." to replace; yoga changed, see faster-yoga-calls in scripts/bundle.mjs`);
        contents = contents.replace(from, to);
      }
      contents = `import { fasterYogaCall } from ${JSON.stringify(join(process.cwd(), 'src/ui/yoga-calls.ts'))};\n${contents}`;
      return { contents, loader: 'js', resolveDir: dirname(a.path) };
    });
  },
};

const common = {
  plugins: [stubDevtools, zodEnglishOnly, memoizePureHelpers, boundInkCaches, fasterYogaCalls],
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  // only the tests' pseudo-terminal is native; the published program never loads it. ssh2's
  // native parts are optional (it tries them and runs in pure JavaScript without): left out
  external: ['@lydell/node-pty', 'cpu-features', '*.node'],
  // ssh2 is CommonJS and reads __dirname (lib/agent.js): an ESM bundle defines it as it defines require
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __dn(__filename);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

/** The npm package a bundled file came from ("ink", "@xterm/headless"), or undefined for ours. */
function packageOf(input) {
  const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return m?.[1];
}

/** Each bundled package's name, version, licence and licence text, for the notices file. */
function notices(metafile) {
  const names = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const name = packageOf(input);
    if (name) names.add(name);
  }
  const parts = [
    'dinner-games bundles the following packages. Their licences follow, as each package ships them.',
    '',
  ];
  for (const name of [...names].sort()) {
    const dir = join('node_modules', name);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    // the old form, `licenses: [{ type }]`, is ssh2's
    const license = pkg.license ?? pkg.licenses?.map((l) => l.type).join(' OR ');
    const text = file ? readFileSync(join(dir, file), 'utf8').trim() : `Licence: ${license ?? 'not stated'} (no licence file in the package)`;
    parts.push('='.repeat(78), `${name} ${pkg.version} (${license ?? 'licence not stated'})`, '-'.repeat(78), text, '');
  }
  return `${parts.join('\n')}\n`;
}

// The program is three builds. The bin (src/cli/bin.ts, dist/dinner-games.mjs) is one file that
// picks the menu or the router and imports it by the path of its output. The router (main.ts,
// dist/main.mjs, with the workers and dist/chunk-*.mjs) runs every command. The menu (no
// command: src/cli/menu.ts, dist/menu.mjs and dist/menu-*.mjs) is apart: in the router's build,
// what the menu's first frame needs is cut into some 35 chunks by the commands' lazy imports,
// and Node reads, compiles and links each one before the frame. The menu and the router never
// run in the same process, so nothing is loaded twice.
const binRoutes = {
  name: 'bin-routes',
  setup(b) {
    b.onResolve({ filter: /^\.\/(menu|main)\.js$/ }, (a) => ({ path: a.path.replace(/\.js$/, '.mjs'), external: true }));
  },
};

// Inside the menu's build, esbuild puts each file in the chunk of the set of entry points
// (menu.ts and every lazy import) that reach it, so each lazy import would cut the first
// frame's files again. Each lazy import is therefore a stand-in that imports menu.ts too: every
// file of the first frame is then reached by the same entries, and is one chunk. (What the
// lazy imports load after the first frame is cut into chunks as before.)
const menuChunks = {
  name: 'menu-chunks',
  setup(b) {
    const root = process.cwd();
    b.onResolve({ filter: /.*/ }, async (a) => {
      if (a.kind !== 'dynamic-import' || a.pluginData?.real || a.namespace === 'menu-lazy') return undefined;
      const real = await b.resolve(a.path, { resolveDir: a.resolveDir, kind: a.kind, importer: a.importer, pluginData: { real: true } });
      if (real.errors.length || real.external || !real.path.startsWith(join(root, 'src'))) return undefined;
      return { path: real.path, namespace: 'menu-lazy' };
    });
    b.onLoad({ filter: /.*/, namespace: 'menu-lazy' }, (a) => ({
      contents: `import ${JSON.stringify(join(root, 'src/cli/menu.ts'))};\nexport * from ${JSON.stringify(a.path)};`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

// Importing node:crypto as a module costs about 9 ms before anything runs (OpenSSL's start and
// every getter of the module, web crypto's too), and the menu needs none of it for its first
// frame: a seed, a temporary file's name and a save's digest come later. In the menu's build,
// our files' imports of it get functions of the same names that require the module at their
// first call. A name not listed here fails the build (no such export), never the program.
const LAZY_CRYPTO = ['createHash', 'randomBytes', 'randomInt'];
const lazyCrypto = {
  name: 'lazy-crypto',
  setup(b) {
    b.onResolve({ filter: /^(node:)?crypto$/ }, (a) => (a.importer.startsWith(join(process.cwd(), 'src')) ? { path: 'node:crypto', namespace: 'lazy-crypto' } : undefined));
    b.onLoad({ filter: /.*/, namespace: 'lazy-crypto' }, () => ({
      contents: LAZY_CRYPTO.map((f) => `export function ${f}(...a) { return require('node:crypto').${f}(...a); }`).join('\n'),
      loader: 'js',
    }));
  },
};

const only = process.argv[2];
if (!only || only === 'cli') {
  for (const f of existsSync('dist') ? readdirSync('dist') : []) if (/^(chunk|menu)-.*\.mjs$/.test(f)) rmSync(join('dist', f));
  const bin = await build({ ...common, plugins: [binRoutes], entryPoints: ['src/cli/bin.ts'], outfile: 'dist/dinner-games.mjs', metafile: true });
  const split = { ...common, outdir: 'dist', outExtension: { '.js': '.mjs' }, splitting: true, metafile: true };
  const result = await build({
    ...split,
    entryPoints: { main: 'src/cli/main.ts', 'sim-worker': 'src/sim/worker.ts', 'think-worker': 'src/serve/think-worker.ts' },
    // chunks sit beside the entry points, so `new URL('./sim-worker.mjs', import.meta.url)` finds the worker from any of them
    chunkNames: 'chunk-[hash]',
  });
  const menu = await build({ ...split, plugins: [...common.plugins, menuChunks, lazyCrypto], entryPoints: { menu: 'src/cli/menu.ts' }, chunkNames: 'menu-[hash]' });
  writeFileSync('dist/THIRD-PARTY-NOTICES.txt', notices({ inputs: { ...result.metafile.inputs, ...menu.metafile.inputs } }));
  // what each build put in which file (never published): test/cli/start-up.test.ts reads the menu's
  writeFileSync('dist/metafile.json', JSON.stringify({ bin: bin.metafile, router: result.metafile, menu: menu.metafile }));
}
// the benchmarks start the simulation worker too; they are one file, never published
if (!only || only === 'bench') {
  if (only === 'bench') await build({ ...common, entryPoints: ['src/sim/worker.ts'], outfile: 'dist/sim-worker.mjs' });
  await build({ ...common, minify: false, entryPoints: ['bench/index.ts'], outfile: 'dist/bench.mjs' });
  // the start-up benchmark's reference: a bare Ink program, built as the CLI is
  await build({ ...common, entryPoints: ['bench/ink-floor.tsx'], outfile: 'dist/ink-floor.mjs' });
}
