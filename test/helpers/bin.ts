import { chmodSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * The built bin as another user (nobody) can run it: a copy of the published files (bin, dist,
 * rulesets, package.json) in a folder everyone may read, since the checkout itself may sit in a
 * folder only its owner can enter (a clone into `mktemp -d`). Returns the copy's bin; the copy
 * goes when the test ends.
 */
export function binForAnyone(): string {
  const root = mkdtempSync(join(tmpdir(), 'dinner-games-bin-'));
  for (const f of ['bin', 'dist', 'rulesets', 'package.json']) cpSync(f, join(root, f), { recursive: true });
  chmodSync(root, 0o755);
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  return join(root, 'bin', 'dinner-games.js');
}
