import { hostname } from 'node:os';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { ConfigError } from '../env.js';

/**
 * The embedded database is a folder that one process must own: two PGlite engines on the same
 * files each keep their own copy in memory and overwrite the other's, and the folder ends up
 * unreadable (two `npm start` in two terminals did it). A lock file next to the folder names
 * the process that holds it; a later process refuses to open while that one is alive.
 */
export class DirectoryInUseError extends ConfigError {
  constructor(directory: string, lockFile: string, holder: LockHolder) {
    super([
      holder.host === hostname()
        ? `The data in ${directory} is already open in another Pourquoi process (pid ${holder.pid}). ` +
          'Stop it, or give this one another DATA_DIR.'
        : `The data in ${directory} is open in a Pourquoi process on the machine ${holder.host} ` +
          `(pid ${holder.pid}). Stop it; if it no longer runs, delete ${lockFile}.`,
    ]);
  }
}

interface LockHolder {
  pid: number;
  host: string;
}

/** Held in this process: a second open here is refused too, whatever the file says. */
const heldHere = new Set<string>();

function readHolder(lockFile: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? { pid: holder.pid, host: holder.host }
      : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A holder that cannot be holding it: a process of this machine that has ended, or this very
 * process's id left by an earlier run (a container restarts with the same pid).
 */
const isStale = (holder: LockHolder | undefined) =>
  !holder || (holder.host === hostname() && (holder.pid === process.pid || !isRunning(holder.pid)));

/** Takes `directory` for this process, or throws DirectoryInUseError; the result gives it back. */
export function lockDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const me: LockHolder = { pid: process.pid, host: hostname() };
  if (heldHere.has(lockFile)) throw new DirectoryInUseError(directory, lockFile, me);
  const mine = JSON.stringify(me);
  for (;;) {
    try {
      writeFileSync(lockFile, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(lockFile);
    if (!isStale(holder)) throw new DirectoryInUseError(directory, lockFile, holder!);
    // A stale lock is moved aside, not deleted: of two processes clearing it at once, one
    // moves it and the other finds nothing to move, so neither removes a lock just taken.
    const aside = `${lockFile}.${process.pid}.stale`;
    try {
      renameSync(lockFile, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      continue;
    }
    const moved = readHolder(aside);
    if (!isStale(moved)) {
      // Taken meanwhile by a live process: put its lock back and let it be.
      renameSync(aside, lockFile);
      throw new DirectoryInUseError(directory, lockFile, moved!);
    }
    rmSync(aside, { force: true });
  }
  heldHere.add(lockFile);
  return () => {
    heldHere.delete(lockFile);
    // Only its own: a lock file someone else has taken since stays theirs.
    const current = readHolder(lockFile);
    if (current?.pid === me.pid && current.host === me.host) rmSync(lockFile, { force: true });
  };
}
