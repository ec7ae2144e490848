import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
/** Another process is taking over the same stale lock: look again this often, this many times. */
const BUSY_RETRY_MS = 25;
const ATTEMPTS = 200;

export async function acquireDataDirLock(dataDir: string, log: (message: string) => void): Promise<DataDirLock> {
  const dir = path.resolve(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, '.lock');
  const owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  const held = (): DataDirLock => {
    heldHere.add(file);
    return { file, release: () => release(file, owner.token) };
  };

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (await createLock(file, owner)) return held();
    const current = await readOwner(file);
    if (current === 'missing') continue;
    if (current.owner === 'unreadable') {
      if (!(await olderThan(file, UNREADABLE_GRACE_MS))) throw new Error(serverMessages.dataDirLocked(dir, file));
    } else {
      const { pid, hostname } = current.owner;
      if (hostname !== os.hostname()) throw new Error(serverMessages.dataDirInUseOtherHost(dir, pid, hostname, file));
      if (isAlive(pid, file)) throw new Error(serverMessages.dataDirInUse(dir, pid));
    }
    if (await takeOver(file, current.text, owner)) {
      if (current.owner !== 'unreadable') log(serverMessages.staleLockTakenOver(file, current.owner.pid));
      return held();
    }
    await sleep(BUSY_RETRY_MS);
  }
  throw new Error(serverMessages.dataDirLocked(dir, file));
}

/**
 * The lock file appears whole or not at all: written aside, then hard-linked to its name, which fails if the
 * name exists (so a reader never sees a half-written lock). Where hard links are not available, O_EXCL.
 */
async function createLock(file: string, owner: LockOwner): Promise<boolean> {
  const aside = `${file}.${owner.token}.tmp`;
  await fs.writeFile(aside, JSON.stringify(owner));
  try {
    await fs.link(aside, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
    try {
      await fs.writeFile(file, JSON.stringify(owner), { flag: 'wx' });
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    await fs.rm(aside, { force: true });
  }
}

/**
 * Replaces a stale lock. Removing it and creating ours are two steps, so servers started
 * together could each remove the lock another has just created and all win. Only the process that creates the
 * marker named after this very stale lock's content (O_EXCL, so one process) may remove it, after checking the
 * lock is still that one; the others look again and find the winner alive. False when someone else got there.
 */
async function takeOver(file: string, staleText: string, owner: LockOwner): Promise<boolean> {
  const marker = `${file}.takeover-${createHash('sha256').update(staleText).digest('hex').slice(0, 16)}`;
  try {
    await fs.writeFile(marker, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    const now = await readOwner(file);
    if (now !== 'missing' && now.text !== staleText) return false;
    await fs.rm(file, { force: true });
    return await createLock(file, owner);
  } finally {
    await fs.rm(marker, { force: true });
  }
}

async function release(file: string, token: string): Promise<void> {
  heldHere.delete(file);
  const current = await readOwner(file);
  // Never delete a lock another process has taken over meanwhile.
  if (current !== 'missing' && current.owner !== 'unreadable' && current.owner.token === token)
    await fs.rm(file, { force: true });
}

async function readOwner(file: string): Promise<{ text: string; owner: LockOwner | 'unreadable' } | 'missing'> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string')
      return { text, owner: parsed as LockOwner };
  } catch {
    // handled below
  }
  return { text, owner: 'unreadable' };
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
