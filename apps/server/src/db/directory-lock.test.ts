import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectoryInUseError, lockDirectory } from './directory-lock.js';

const freshDirectory = () => join(mkdtempSync(join(tmpdir(), 'pourquoi-lock-')), 'pglite');
const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process of this machine: running, or already ended. */
async function otherProcess(running: boolean): Promise<number> {
  const child = spawn(process.execPath, ['-e', running ? 'setInterval(() => {}, 1000)' : '']);
  children.push(child);
  if (!running) await new Promise((done) => child.on('exit', done));
  return child.pid!;
}

const writeLock = (directory: string, holder: { pid: number; host: string }) =>
  writeFileSync(`${directory}.lock`, JSON.stringify(holder));

describe('lockDirectory', () => {
  it('lets one holder at a time open a folder, and the next one after it is given back', () => {
    const directory = freshDirectory();
    const release = lockDirectory(directory);
    expect(() => lockDirectory(directory)).toThrow(DirectoryInUseError);
    release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
    lockDirectory(directory)();
  });

  it('refuses a folder a running process holds, names it, and leaves its lock alone', async () => {
    const directory = freshDirectory();
    const pid = await otherProcess(true);
    writeLock(directory, { pid, host: hostname() });
    expect(() => lockDirectory(directory)).toThrow(`already open in another Pourquoi process (pid ${pid})`);
    expect(JSON.parse(readFileSync(`${directory}.lock`, 'utf8'))).toEqual({ pid, host: hostname() });
  });

  it('takes over the lock of a process that ended without giving it back (a crash)', async () => {
    const directory = freshDirectory();
    writeLock(directory, { pid: await otherProcess(false), host: hostname() });
    const release = lockDirectory(directory);
    expect(JSON.parse(readFileSync(`${directory}.lock`, 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    release();
  });

  it('takes over its own pid left by an earlier run (a container restarts with the same one)', () => {
    const directory = freshDirectory();
    writeLock(directory, { pid: process.pid, host: hostname() });
    const release = lockDirectory(directory);
    // Taken: the lock is this process's, and a second open here is refused while it holds it.
    expect(JSON.parse(readFileSync(`${directory}.lock`, 'utf8'))).toEqual({ pid: process.pid, host: hostname() });
    expect(() => lockDirectory(directory)).toThrow(DirectoryInUseError);
    release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
  });

  it('does not guess about another machine: it says which lock file to remove', () => {
    const directory = freshDirectory();
    writeLock(directory, { pid: 12, host: 'autre-machine' });
    expect(() => lockDirectory(directory)).toThrow(`delete ${directory}.lock`);
  });
});
