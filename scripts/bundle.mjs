// Compiles the CLI (and the benchmarks) into single minified ESM files with esbuild: the
// first frame shows in less than half the time it takes to load the separate modules.
import { build } from 'esbuild';

// Ink imports react-devtools-core only for its DEV mode, which never runs here; the package is
// not installed, so the bundle gets an empty stand-in instead of a failing import.
const stubDevtools = {
  name: 'stub-react-devtools-core',
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: 'react-devtools-core', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents: 'export default { initialize() {}, connectToDevTools() {} };',
      loader: 'js',
    }));
  },
};

const common = {
  plugins: [stubDevtools],
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  external: ['node-pty'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

const only = process.argv[2];
if (!only || only === 'cli') await build({ ...common, entryPoints: ['src/cli/bin.ts'], outfile: 'dist/dinner-games.mjs' });
// the simulator's worker threads load their own bundle, next to the CLI's and the benchmarks'
if (!only || only === 'cli' || only === 'bench') await build({ ...common, entryPoints: ['src/sim/worker.ts'], outfile: 'dist/sim-worker.mjs' });
if (!only || only === 'bench') await build({ ...common, minify: false, entryPoints: ['bench/index.ts'], outfile: 'dist/bench.mjs' });
