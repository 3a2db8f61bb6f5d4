/**
 * The one way the program writes a file a person names (`--out`, `--games-out`, `--record`,
 * `merge --out`) and the files of its state folder: never destroying what is there by mistake.
 *
 * - A regular file (or a name not taken yet) is written atomically: to a temporary file beside
 *   it, created exclusively (O_EXCL, so a file or link planted under its name is never followed
 *   or reused) under a name no one can guess (random), flushed to the disk, then renamed over the
 *   target, so a process killed halfway leaves the old file or the new one, never half of one.
 * - What is not a regular file is never renamed over: a device or a named pipe (`/dev/null`,
 *   `/dev/stdout`, a FIFO someone reads) is written to where it is, opened without waiting (a
 *   FIFO nobody reads is refused at once); a folder, a disk (block device), a socket, or a
 *   symbolic link to a file (name the file itself) is refused in one line.
 *
 * Every failure is an OutputError: one line naming the file and what went wrong in words (the
 * disk is full, no permission, ...), with the system's code kept for callers that tell them apart.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  fsyncSync,
  lstatSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError, quote } from './errors.js';
import { fileKind } from './read-file.js';

/** A file that could not be written: one line for a person, and the system's code (exit code 2 unless told). */
export class OutputError extends UsageError {
  constructor(
    message: string,
    readonly code: string | undefined,
    exitCode = 2,
  ) {
    super(message, exitCode);
    this.name = 'OutputError';
  }
}

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file would pass the size limit for files (ulimit -f)',
  EACCES: 'no permission',
  EPERM: 'not permitted',
  EROFS: 'the file system is read-only',
  ENOENT: 'its folder does not exist',
  ENOTDIR: 'a part of its path is not a folder',
  EISDIR: 'it is a folder',
  EIO: 'an input/output error (the disk or the network)',
  ENXIO: 'it is a named pipe (FIFO) that no one is reading',
  EPIPE: 'the reader of the pipe went away',
  ENAMETOOLONG: 'its name is too long',
  ELOOP: 'too many symbolic links',
};

/** What an error code means, in words (the code itself when it has no words here). */
export function reasonOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  return (code && REASONS[code]) ?? code ?? (e as Error).message;
}

function failure(path: string, what: string, e: unknown): OutputError {
  if (e instanceof OutputError) return e;
  const code = (e as NodeJS.ErrnoException).code;
  return new OutputError(`cannot write ${label(path, what)}: ${reasonOf(e)}`, code);
}

const label = (path: string, what: string): string => (what ? `${what} ${quote(path, 200)}` : quote(path, 200));

const WRITE_THROUGH = constants.O_WRONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
const CREATE_TEMP = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

/** What may not be written over, and why; undefined when it may be written to where it is. */
function refusal(stat: Stats): string | undefined {
  if (stat.isDirectory()) return 'is a folder; name a file';
  if (stat.isBlockDevice()) return 'is a disk (a block device); it is not written over';
  if (stat.isSocket()) return 'is a socket, which cannot be written as a file';
  return undefined;
}

/** A temporary name beside `path` that no one can guess: `.name.<random>.tmp`. */
export function tempNameFor(path: string, prefix = `.${basename(path)}`): string {
  return join(dirname(path), `${prefix}.${randomBytes(8).toString('hex')}.tmp`);
}

/** How an output file is opened. */
export interface OutputOptions {
  /** What the file is, for messages (`--out`, `--games-out`); may be empty. */
  what?: string;
  /** The permissions of a new file (before the umask); a file replaced keeps its own. Default 0o666. */
  mode?: number;
  /** The temporary file's name, beside the target (default `.name.<random>.tmp`). */
  tempName?: (path: string) => string;
  /** Refuse anything but a regular file or a free name (the state folder's files). */
  regularOnly?: boolean;
}

/**
 * An output being written: chunks go to the temporary file (or straight to the device or pipe),
 * and `commit` makes it the file. `abort` removes the temporary file; it never throws.
 */
export class OutputFile {
  private fd: number | undefined;
  /** Whether the target is a device or pipe written where it is (no temporary file). */
  readonly direct: boolean;
  private constructor(
    readonly path: string,
    private readonly what: string,
    fd: number,
    private readonly temp: string | undefined,
  ) {
    this.fd = fd;
    this.direct = temp === undefined;
  }

  /** Opens `path` for writing (see the top of this file); refuses in one line, never blocks. */
  static open(path: string, opts: OutputOptions = {}): OutputFile {
    const what = opts.what ?? '';
    const refuse = (why: string): never => {
      throw new OutputError(`${label(path, what)} ${why}`, 'ENOTREG');
    };
    let stat: Stats | undefined;
    try {
      stat = lstatSync(path);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw failure(path, what, e);
    }
    if (stat?.isSymbolicLink()) {
      let target: Stats;
      try {
        target = statSync(path);
      } catch {
        return refuse('is a symbolic link to nothing; name a file');
      }
      if (target.isFile() || target.isDirectory() || opts.regularOnly) return refuse('is a symbolic link; name the file itself');
      stat = target;
    }
    if (stat) {
      const why = refusal(stat);
      if (why) return refuse(why);
    }
    if (stat && !stat.isFile()) {
      if (opts.regularOnly) return refuse(`is ${fileKind(stat) ?? 'not a regular file'}, not a file`);
      return OutputFile.openDirect(path, what);
    }
    const temp = (opts.tempName ?? tempNameFor)(path);
    let fd: number;
    try {
      fd = openSync(temp, CREATE_TEMP, opts.mode ?? 0o666);
    } catch (e) {
      throw failure(path, what, e);
    }
    try {
      // a file replaced keeps its permissions
      if (stat) fchmodSync(fd, stat.mode & 0o7777);
    } catch {
      // not every file system lets the owner set them; the umask's stand
    }
    return new OutputFile(path, what, fd, temp);
  }

  /** A device or a named pipe, written where it is: opened without waiting, and checked once open. */
  private static openDirect(path: string, what: string): OutputFile {
    let fd: number;
    try {
      // no O_CREAT and no O_TRUNC: if the name changed hands since it was looked at, opening harms nothing
      fd = openSync(path, WRITE_THROUGH);
    } catch (e) {
      throw failure(path, what, e);
    }
    const stat = fstatSync(fd);
    const why = stat.isFile() ? 'changed while it was opened' : refusal(stat);
    if (why) {
      closeSync(fd);
      throw new OutputError(`${label(path, what)} ${why}`, 'ENOTREG');
    }
    return new OutputFile(path, what, fd, undefined);
  }

  /** Appends `text`. Throws an OutputError (the temporary file stays until `abort`). */
  write(text: string | Buffer): void {
    if (this.fd === undefined) throw new OutputError(`${label(this.path, this.what)} is closed`, undefined);
    const buf = typeof text === 'string' ? Buffer.from(text) : text;
    try {
      writeAll(this.fd, buf);
    } catch (e) {
      throw failure(this.path, this.what, e);
    }
  }

  /** Flushes and makes the written text the file (renames the temporary file over the target). */
  commit(): void {
    const fd = this.fd;
    if (fd === undefined) return;
    try {
      if (this.temp !== undefined) fsyncSync(fd);
      closeSync(fd);
      this.fd = undefined;
      if (this.temp !== undefined) {
        // the target may have become something else while the file was written
        let stat: Stats | undefined;
        try {
          stat = lstatSync(this.path);
        } catch {
          // free: the rename creates it
        }
        if (stat && !stat.isFile()) throw new OutputError(`${label(this.path, this.what)} is no longer a regular file; nothing was written over it`, 'ENOTREG');
        renameSync(this.temp, this.path);
        syncFolder(dirname(this.path));
      }
    } catch (e) {
      this.abort();
      throw failure(this.path, this.what, e);
    }
  }

  /** Closes and removes the temporary file, leaving the target as it was. Never throws. */
  abort(): void {
    if (this.fd !== undefined) {
      try {
        closeSync(this.fd);
      } catch {
        // closed already
      }
      this.fd = undefined;
    }
    if (this.temp !== undefined) {
      try {
        unlinkSync(this.temp);
      } catch {
        // gone already, or a folder that became read-only: nothing more to do
      }
    }
  }
}

/** Writes all of `buf`; a pipe that is full (EAGAIN: it was opened without waiting) is waited on, briefly each time. */
function writeAll(fd: number, buf: Buffer): void {
  let at = 0;
  while (at < buf.length) {
    try {
      at += writeSync(fd, buf, at, buf.length - at);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}
const pause = new Int32Array(new SharedArrayBuffer(4));

/** Flushes a folder's entries (a rename just made); not every system allows it, which costs nothing. */
export function syncFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // a folder that cannot be opened or flushed (some file systems): the rename still holds
  }
}

/** Writes `chunks` to `path` (see OutputFile): atomically for a file, through for a device or pipe. */
export function writeFileAtomic(path: string, chunks: Iterable<string>, opts: OutputOptions = {}): void {
  writeWhole(OutputFile.open(path, opts), chunks);
}

/** Writes `chunks` to an open output and makes it the file; on failure gives it up. */
function writeWhole(out: OutputFile, chunks: Iterable<string>): void {
  try {
    for (const chunk of chunks) out.write(chunk);
    out.commit();
  } catch (e) {
    out.abort();
    throw e;
  }
}

/** An output checked before a long job and written when it ends (see `reserveOutput`). */
export interface ReservedOutput {
  readonly path: string;
  /** Writes the whole output (atomically for a file); throws an OutputError. */
  write(chunks: Iterable<string>): void;
  /** Lets go without writing. Never throws. */
  abort(): void;
}

/**
 * Checks, before a long job, that `path` can be written when the job ends, so a folder that is
 * missing, read-only or full, or a target that is refused, is told before the work rather than
 * after it. A file (or a free name) is tried by making its temporary file and removing it again,
 * and is written atomically at the end; a device or a pipe is opened now and kept open until then
 * (opening and closing a pipe would end its reader). Throws an OutputError.
 */
export function reserveOutput(path: string, opts: OutputOptions = {}): ReservedOutput {
  const file = OutputFile.open(path, opts);
  if (!file.direct) file.abort();
  let done = false;
  return {
    path,
    write(chunks) {
      if (done) throw new OutputError(`${label(path, opts.what ?? '')} was written already`, undefined);
      done = true;
      writeWhole(file.direct ? file : OutputFile.open(path, opts), chunks);
    },
    abort() {
      done = true;
      file.abort();
    },
  };
}
