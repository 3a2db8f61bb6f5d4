/**
 * The one way the program reads a file a person names (records, rulesets, shards, saves): with a
 * size limit, so `replay /dev/zero` or a huge file stops with one line instead of reading until
 * the memory runs out, and without a UTF-8 byte order mark (editors on Windows write one).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { UsageError, quote } from './errors.js';

/** The largest file read: far above any record, ruleset or report the program writes. */
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

/** What a file is, for messages ("record file", "ruleset"). */
export interface ReadOptions {
  what: string;
  limit?: number;
}

/** A file over its size limit (code EFBIG), thrown by readLimited. */
function tooLarge(): NodeJS.ErrnoException {
  return Object.assign(new Error('file too large'), { code: 'EFBIG' });
}

/**
 * The bytes of `path` as UTF-8 text (a leading byte order mark dropped), reading at most
 * `limit` + 1 bytes whatever the file is (a device, a pipe, a growing file). Errors keep their
 * code: ENOENT, EISDIR, EFBIG for a file over the limit, and the system's others.
 */
export function readLimited(path: string, limit = MAX_FILE_BYTES): string {
  const fd = openFile(path);
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    if (stat.isFile() && stat.size > limit) throw tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buf = Buffer.allocUnsafe(Math.min(1024 * 1024, limit + 1 - total));
      const n = readSome(fd, buf);
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > limit) throw tooLarge();
    }
    return stripBom(Buffer.concat(chunks, total).toString('utf8'));
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** Opens `path`; /dev/stdin on a socket (which cannot be opened again) is read where it is. */
function openFile(path: string): number {
  try {
    return openSync(path, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENXIO' && path === '/dev/stdin') return 0;
    throw e;
  }
}

/** Reads what is there; a pipe left non-blocking by whoever made it (EAGAIN) is waited on, briefly each time. */
function readSome(fd: number, buf: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, buf, 0, buf.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}
const pause = new Int32Array(new SharedArrayBuffer(4));

/** The text of `path` (see readLimited); a missing, unreadable or too large file is a UsageError naming it. */
export function readTextFile(path: string, { what, limit = MAX_FILE_BYTES }: ReadOptions): string {
  try {
    return readLimited(path, limit);
  } catch (e) {
    const name = quote(path, 200);
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UsageError(`no such ${what}: ${name}`);
    if (code === 'EISDIR') throw new UsageError(`${what} ${name} is a folder, not a file`);
    if (code === 'EFBIG') throw new UsageError(`${what} ${name} is larger than ${limit / 1024 / 1024} MB: is it the right file?`);
    throw new UsageError(`cannot read ${what} ${name} (${code ?? 'error'})`);
  }
}

/** Drops a UTF-8 byte order mark at the start of a text. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * JSON.parse that refuses `__proto__` keys: a file that names one is either a mistake or an
 * attempt to change the objects the program builds from it.
 */
export function parseJsonStrict(text: string): unknown {
  if (!text.includes('__proto__')) return JSON.parse(text);
  return JSON.parse(text, (key, value: unknown) => {
    if (key === '__proto__') throw new SyntaxError('the key "__proto__" is not allowed');
    return value;
  });
}
