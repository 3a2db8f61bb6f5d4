// Bundles the compiled CLI into one minified file: the first frame shows in about half the
// time of loading the separate modules (see the README's measurements).
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/cli/main.js'],
  outfile: 'dist/dinner-games.mjs',
  bundle: true,
  minify: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  // react-devtools-core is an optional Ink dependency that is never installed
  external: ['react-devtools-core', 'node-pty'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  define: { 'process.env.NODE_ENV': '"production"', 'process.env.DEV': '"false"' },
  logLevel: 'warning',
});
