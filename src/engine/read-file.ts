/**
 * The one way the program reads a file a person names (records, rulesets, shards, saves): with a
 * size limit, so a huge file stops with one line instead of reading until the memory runs out;
 * never blocking on what is not a file (a named pipe nobody writes, a device); and without a
 * UTF-8 byte order mark (editors on Windows write one).
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
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

/** What a file that is not a regular file is, in words ("a named pipe (FIFO)"); undefined for a regular file or a folder. */
export function fileKind(stat: Stats): string | undefined {
  if (stat.isFile() || stat.isDirectory()) return undefined;
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

/** The error readLimited throws for a path that is not a regular file (code ENOTREG, `kind` in words). */
function notRegular(kind: string): NodeJS.ErrnoException & { kind: string } {
  return Object.assign(new Error(`not a regular file: ${kind}`), { code: 'ENOTREG', kind });
}

/** Opening for reading never waits: a named pipe with no writer opens at once (and is then refused). */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * The bytes of `path` as UTF-8 text (a leading byte order mark dropped), reading at most
 * `limit` + 1 bytes. Only a regular file is read, or this process's own standard input named as
 * a path (`replay /dev/stdin < record.json`, or piped in): a named pipe, a device or a socket is
 * refused without waiting for it (code ENOTREG), since opening is non-blocking and the kind is
 * read from the opened file, never looked up first. Errors keep their code: ENOENT, EISDIR,
 * EFBIG for a file over the limit, ENOTREG, and the system's others.
 */
export function readLimited(path: string, limit = MAX_FILE_BYTES): string {
  const fd = openFile(path);
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('is a folder'), { code: 'EISDIR' });
    if (stat.isFile() && stat.size > limit) throw tooLarge();
    const kind = fileKind(stat);
    if (kind !== undefined && !isOwnStdin(fd, stat)) throw notRegular(kind);
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

/** Opens `path` without waiting; /dev/stdin on a socket (which cannot be opened again) is read where it is. */
function openFile(path: string): number {
  try {
    return openSync(path, READ_FLAGS);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENXIO' && path === '/dev/stdin') return 0;
    throw e;
  }
}

/** Whether the opened file is this process's standard input (what a person pipes in on purpose). */
function isOwnStdin(fd: number, stat: Stats): boolean {
  if (fd === 0) return true;
  try {
    const stdin = fstatSync(0);
    return stdin.dev === stat.dev && stdin.ino === stat.ino && stdin.rdev === stat.rdev;
  } catch {
    return false;
  }
}

/** Reads what is there; a pipe that has nothing yet (EAGAIN: it was opened without blocking) is waited on, briefly each time. */
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

/** The text of `path` (see readLimited); a missing, unreadable, too large or not regular file is a UsageError naming it. */
export function readTextFile(path: string, { what, limit = MAX_FILE_BYTES }: ReadOptions): string {
  try {
    return readLimited(path, limit);
  } catch (e) {
    throw readProblem(e, path, what, limit);
  }
}

/** The one line for a file that could not be read (an error from readLimited). */
export function readProblem(e: unknown, path: string, what: string, limit = MAX_FILE_BYTES): UsageError {
  const name = quote(path, 200);
  const err = e as NodeJS.ErrnoException & { kind?: string };
  const code = err.code;
  if (code === 'ENOENT') return new UsageError(`no such ${what}: ${name}`);
  if (code === 'EISDIR') return new UsageError(`${what} ${name} is a folder, not a file`);
  if (code === 'EFBIG') return new UsageError(`${what} ${name} is larger than ${limit / 1024 / 1024} MB: is it the right file?`);
  if (code === 'ENOTREG') return new UsageError(`${what} ${name} is ${err.kind ?? 'not a regular file'}, not a file: give a file (or pipe it in, as /dev/stdin)`);
  if (code === 'EACCES' || code === 'EPERM') return new UsageError(`cannot read ${what} ${name}: no permission`);
  return new UsageError(`cannot read ${what} ${name} (${code ?? 'error'})`);
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
