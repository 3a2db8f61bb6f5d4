// Keys: fingerprints as ssh-keygen prints them; authorized_keys read as OpenSSH writes them
// (options, comments, blank lines), a line that is no key named; the host key made once,
// private, kept across restarts, and refused when others may read it.
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOST_KEY_FILE, KeyList, fingerprint, loadHostKey } from '../../src/serve/keys.js';
import { keygenFingerprint, makeKey, opensshProblem, tempDir } from '../helpers/serve.js';

const blobOf = (pub: string) => Buffer.from(readFileSync(pub, 'utf8').split(/\s+/)[1], 'base64');

describe.skipIf(opensshProblem !== undefined)('keys', () => {
  const tmp = tempDir('dg-keys-');
  afterAll(() => tmp.done());

  it('names a key by the fingerprint ssh-keygen prints', () => {
    const key = makeKey(tmp.path, 'k1');
    expect(fingerprint(blobOf(`${key}.pub`))).toBe(keygenFingerprint(`${key}.pub`));
  });

  it('reads authorized_keys with options, comments and blank lines, and names a line that is no key', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((n) => makeKey(tmp.path, n));
    const file = join(tmp.path, 'authorized_keys');
    const line = (k: string) => readFileSync(`${k}.pub`, 'utf8').trim();
    writeFileSync(file, `# players\n\n${line(a)}\nrestrict,command="echo hi there" ${line(b)}\n`);
    const list = KeyList.read(file);
    expect(list.size).toBe(2);
    expect(list.has(blobOf(`${a}.pub`))).toBe(true);
    expect(list.has(blobOf(`${b}.pub`))).toBe(true);
    expect(list.has(blobOf(`${c}.pub`))).toBe(false);
    writeFileSync(file, `${line(a)}\nnot a key at all\n`);
    expect(() => KeyList.read(file)).toThrow(/line 2: not a public key this server knows \("not a key at all"\)/);
    writeFileSync(file, '# nobody\n');
    expect(() => KeyList.read(file)).toThrow(/lists no key: nobody could log in/);
    expect(() => KeyList.read(join(tmp.path, 'missing'))).toThrow(/cannot read --authorized-keys .* \(ENOENT\)/);
  });

  it('makes the host key once, readable by the server alone, and keeps it', () => {
    const dir = tmp.path;
    const made = loadHostKey(dir);
    expect(made.made).toBe(true);
    expect(statSync(join(dir, HOST_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(made.fingerprint).toBe(keygenFingerprint(join(dir, HOST_KEY_FILE)));
    const again = loadHostKey(dir);
    expect(again.made).toBe(false);
    expect(again.fingerprint).toBe(made.fingerprint);
    chmodSync(join(dir, HOST_KEY_FILE), 0o644);
    expect(() => loadHostKey(dir)).toThrow(/may be read by others \(mode 644\); make it private: chmod 600/);
  });
});
