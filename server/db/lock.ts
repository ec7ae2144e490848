import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serverMessages } from '../../i18n/it/server.js';

/**
 * PGlite has no lock of its own: two processes on one data folder corrupt it.
 * This is an exclusive lock file (`<dataDir>/.lock`) holding who owns the folder.
 */
export interface DataDirLock {
  file: string;
  release: () => Promise<void>;
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  token: string;
}

/** Locks held by this process: a lock file naming our own pid is ours only if it is listed here. */
const heldHere = new Set<string>();
/** A lock file unreadable for longer than this was left by a crash between creating and writing it. */
const UNREADABLE_GRACE_MS = 5_000;

export async function acquireDataDirLock(dataDir: string, log: (message: string) => void): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  const owner: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString(), token: randomUUID() };

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await fs.writeFile(file, JSON.stringify(owner), { flag: 'wx' });
      heldHere.add(file);
      return { file, release: () => release(file, owner.token) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = await readOwner(file);
    if (current === 'missing') continue;
    if (current === 'unreadable') {
      if (!(await olderThan(file, UNREADABLE_GRACE_MS))) throw new Error(serverMessages.dataDirLocked(dir, file));
      await fs.rm(file, { force: true });
      continue;
    }
    if (current.hostname !== os.hostname()) {
      throw new Error(serverMessages.dataDirInUseOtherHost(dir, current.pid, current.hostname, file));
    }
    if (isAlive(current.pid, file)) throw new Error(serverMessages.dataDirInUse(dir, current.pid));
    log(serverMessages.staleLockTakenOver(file, current.pid));
    await fs.rm(file, { force: true });
  }
  throw new Error(serverMessages.dataDirLocked(dir, file));
}

async function release(file: string, token: string): Promise<void> {
  heldHere.delete(file);
  const current = await readOwner(file);
  // Never delete a lock another process has taken over meanwhile.
  if (typeof current === 'object' && current.token === token) await fs.rm(file, { force: true });
}

async function readOwner(file: string): Promise<LockOwner | 'missing' | 'unreadable'> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string') return parsed as LockOwner;
  } catch {
    // handled below
  }
  return 'unreadable';
}

function isAlive(pid: number, file: string): boolean {
  // Our own pid in a lock we do not hold: a previous run (e.g. a restarted container, where the pid repeats).
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  try {
    const stat = await fs.stat(file);
    return Date.now() - stat.mtimeMs > ms;
  } catch {
    return true;
  }
}
