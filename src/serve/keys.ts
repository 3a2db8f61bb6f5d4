/**
 * Keys: the server's own (ed25519, made on first start and kept, mode 0600, in its state
 * folder) and the players' (each player is a public key; `--authorized-keys` lists who may
 * come, in OpenSSH's authorized_keys format). A key is named by its fingerprint as
 * `ssh-keygen -lf` prints it: `SHA256:` and the base64 of the SHA-256 of its blob, unpadded.
 */
import { createHash } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { UsageError, quote } from '../engine/errors.js';
import { readLimited } from '../engine/read-file.js';
import { reasonOf, writeFileAtomic } from '../engine/write-file.js';

const { utils } = ssh2;
type ParsedKey = ssh2.ParsedKey;

/** The host key's file in the server's state folder. */
export const HOST_KEY_FILE = 'host-key';

/** The largest key file read (an authorized_keys of thousands of keys is far smaller). */
const MAX_KEY_FILE = 4 * 1024 * 1024;

/** A key's fingerprint, as `ssh-keygen -lf` prints it. */
export function fingerprint(blob: Buffer): string {
  return `SHA256:${createHash('sha256').update(blob).digest('base64').replace(/=+$/, '')}`;
}

/** A name for a key that is safe as a folder name (the fingerprint's hex). */
export function keyFolderName(blob: Buffer): string {
  return createHash('sha256').update(blob).digest('hex');
}

/**
 * The server's host key from `dir`, made (ed25519) when there is none. The file must be the
 * server's alone: a key readable by others is refused, as OpenSSH refuses it.
 */
export function loadHostKey(dir: string): { key: string; fingerprint: string; made: boolean } {
  const path = join(dir, HOST_KEY_FILE);
  let made = false;
  let text: string | undefined;
  try {
    const st = lstatSync(path);
    if (!st.isFile()) throw new UsageError(`the host key ${quote(path, 200)} is not a file; move it away, and a new key is made`);
    if ((st.mode & 0o077) !== 0) {
      throw new UsageError(`the host key ${quote(path, 200)} may be read by others (mode ${(st.mode & 0o777).toString(8)}); make it private: chmod 600 ${path}`);
    }
    text = readLimited(path, MAX_KEY_FILE);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new UsageError(`cannot read the host key ${quote(path, 200)} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  }
  if (text === undefined) {
    text = newKey();
    try {
      writeFileAtomic(path, [text], { mode: 0o600, regularOnly: true });
    } catch (e) {
      throw new UsageError(`cannot write the host key ${quote(path, 200)} (${reasonOf(e)})`);
    }
    made = true;
  }
  const parsed = utils.parseKey(text);
  if (parsed instanceof Error || Array.isArray(parsed) || !parsed.isPrivateKey()) {
    throw new UsageError(`the host key ${quote(path, 200)} is not a private key this server can use; move it away, and a new key is made`);
  }
  return { key: text, fingerprint: fingerprint(parsed.getPublicSSH()), made };
}

/**
 * A new ed25519 private key, in OpenSSH's format. ssh2's generator makes about one key in two
 * hundred that it cannot read back (its public half comes out 31 bytes long): such a key is
 * made again.
 */
export function newKey(): string {
  for (let i = 0; i < 100; i++) {
    const text = utils.generateKeyPairSync('ed25519').private;
    const parsed = utils.parseKey(text);
    if (!(parsed instanceof Error) && !Array.isArray(parsed) && parsed.getPublicSSH().length === 51) return text;
  }
  throw new Error('could not make an ed25519 key');
}

/** The keys allowed in: their blobs, by type and data. */
export class KeyList {
  private constructor(private readonly blobs: Set<string>) {}

  get size(): number {
    return this.blobs.size;
  }

  /**
   * Reads an authorized_keys file: one key a line (`[options] type base64 [comment]`), blank
   * lines and `#` comments skipped. Options (`restrict`, `command=...`) are read past, not
   * obeyed: this server runs nothing but the games. A line that is no key is an error naming it.
   */
  static read(path: string): KeyList {
    let text: string;
    try {
      text = readLimited(path, MAX_KEY_FILE);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new UsageError(`cannot read --authorized-keys ${quote(path, 200)} (${code === 'EFBIG' ? 'too large' : (code ?? (e as Error).message)})`);
    }
    const blobs = new Set<string>();
    text.split('\n').forEach((raw, i) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const key = parsePublicLine(line);
      if (!key) throw new UsageError(`--authorized-keys ${quote(path, 200)} line ${i + 1}: not a public key this server knows (${quote(line, 40)})`);
      blobs.add(key.getPublicSSH().toString('base64'));
    });
    if (!blobs.size) throw new UsageError(`--authorized-keys ${quote(path, 200)} lists no key: nobody could log in`);
    return new KeyList(blobs);
  }

  has(blob: Buffer): boolean {
    return this.blobs.has(blob.toString('base64'));
  }
}

/** A public key line, its options (if any) read past: the key starts at the first word ssh2 parses as one. */
function parsePublicLine(line: string): ParsedKey | undefined {
  const words = line.split(/\s+/);
  for (let i = 0; i < words.length - 1; i++) {
    const parsed = utils.parseKey(`${words[i]} ${words[i + 1]}`);
    if (!(parsed instanceof Error) && !Array.isArray(parsed) && !parsed.isPrivateKey()) return parsed;
  }
  return undefined;
}

/**
 * Whether `signature` over `blob` was made by the private half of `key` (algorithm `algo`,
 * hash `hashAlgo`). ssh2 leaves this to the server: without it anyone could log in as any
 * public key they know.
 */
export function signedBy(key: { algo: string; data: Buffer }, blob: Buffer, signature: Buffer, hashAlgo: string | undefined): boolean {
  const parsed = utils.parseKey(key.data);
  if (parsed instanceof Error || Array.isArray(parsed)) return false;
  try {
    return parsed.verify(blob, signature, hashAlgo) === true;
  } catch {
    return false;
  }
}
