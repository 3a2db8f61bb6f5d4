// Lint: typescript-eslint's recommended rules over the sources, tests and scripts.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in src/engine/rng.ts.' },
      ],
    },
  },
  {
    files: ['src/engine/**', 'src/games/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Rules never read the clock.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'Rules never read the clock.' },
        { selector: "MemberExpression[object.name='performance']", message: 'Rules never read the clock.' },
      ],
    },
  },
  // Imports point down the layers: engine <- games <- rulesets <- ai <- sim <- ui <- cli, with
  // serve beside cli (see README.md). Each layer is refused the layers above it; the engine and
  // the games React too.
  ...layers([
    ['src/engine/**', ['games', 'rulesets', 'ai', 'sim', 'ui', 'cli', 'serve']],
    ['src/games/**', ['rulesets', 'ai', 'sim', 'ui', 'cli', 'serve']],
    ['src/rulesets/**', ['ai', 'sim', 'ui', 'cli', 'serve']],
    ['src/ai/**', ['sim', 'ui', 'cli', 'serve']],
    ['src/sim/**', ['ui', 'cli', 'serve']],
    ['src/ui/**', ['cli', 'serve']],
  ]),
);

/** One `no-restricted-imports` block per layer: the layers above it, by their folders under src/. */
function layers(table) {
  const pure = ['src/engine/**', 'src/games/**'];
  return table.map(([files, above]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...(pure.includes(files) ? ['react', 'ink'].map((name) => ({ name, message: 'Rules draw nothing: no React or Ink here.' })) : []),
            // `list` loads every game: the full zod API would be parsed by every command
            ...(files === 'src/games/**'
              ? [{ name: 'zod', message: "Games build their data schemas with 'zod/mini' (see src/games/just-desserts/data.ts)." }]
              : []),
          ],
          patterns: [
            {
              regex: `^(\\.\\./)+(${above.join('|')})/`,
              message: `${files.slice(4, -3)} is below ${above.join(', ')}: imports point down the layers (README.md).`,
            },
          ],
        },
      ],
    },
  }));
}
