import { defineConfig } from 'vitest/config';

// Tests live by layer: test/{engine,games/<id>,rulesets,ai,sim,ui,bench} hold the unit layer,
// which runs in this process's code alone; test/cli, test/e2e and test/serve run the built
// program (the global setup bundles it first), and two property suites play many whole games.
// `npm test` runs both projects; `npm run test:fast` the unit layer only.
const properties = ['test/engine/conformance.test.ts', 'test/ai/fairness.test.ts'];
const needBundle = ['test/sim/workers.test.ts', 'test/sim/docs-examples.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    setupFiles: ['test/setup.ts'],
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/{engine,games,rulesets,ai,sim,ui,bench,examples}/**/*.test.{ts,tsx}'],
          exclude: [...properties, ...needBundle],
        },
      },
      {
        extends: true,
        test: {
          name: 'whole',
          include: ['test/{cli,e2e,serve}/**/*.test.{ts,tsx}', ...properties, ...needBundle],
          globalSetup: ['test/global-setup.ts'],
        },
      },
    ],
  },
});
