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
  {
    // `list` loads every game: the full zod API would be parsed by every command
    files: ['src/games/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Games build their data schemas with 'zod/mini' (see src/games/just-desserts/data.ts)." }] },
      ],
    },
  },
);
