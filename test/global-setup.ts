// Builds the bundled bin once before the suite, so the CLI and end-to-end tests run the real
// program even when vitest is started on its own.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/bundle.mjs'], { stdio: 'inherit' });
}
