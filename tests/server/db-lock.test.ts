import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.js';
import type { Database } from '../../server/db/types.js';
import { copyPgliteTemplate } from './support/db.js';

/** The embedded database guards its data folder itself (PGlite has no lock); these tests always use PGlite. */
const opened: Database[] = [];
const folders: string[] = [];

async function open(dataDir: string, log?: (line: string) => void, seed = false): Promise<Database> {
  const database = await openDatabase({ dataDir, seed, log });
  opened.push(database);
  return database;
}

async function templateCopy(): Promise<string> {
  const dataDir = await copyPgliteTemplate();
  folders.push(dataDir);
  return dataDir;
}

async function countUsers(database: Database): Promise<number> {
  const [row] = (await database.query('select count(*)::int as n from users')) as { n: number }[];
  return row.n;
}

function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid as number;
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const folder of folders.splice(0)) await fs.rm(folder, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second server on the same folder with an Italian message, and the first keeps working', async () => {
    const dataDir = await templateCopy();
    const first = await open(dataDir);
    const users = await countUsers(first);

    await expect(openDatabase({ dataDir, seed: false })).rejects.toThrow(
      `La cartella dati ${dataDir} è già in uso dal processo ${process.pid}: ferma l'altro server o usa DATA_DIR per un'altra cartella.`,
    );

    expect(await countUsers(first)).toBe(users);
    expect(users).toBeGreaterThan(0);
  });

  it('takes over a lock left by a process that is no longer running, and says so', async () => {
    const dataDir = await templateCopy();
    const pid = deadPid();
    await fs.writeFile(
      path.join(dataDir, '.lock'),
      JSON.stringify({ pid, hostname: os.hostname(), startedAt: new Date().toISOString(), token: 'old' }),
    );
    const lines: string[] = [];

    const database = await open(dataDir, (line) => lines.push(line));

    expect(await countUsers(database)).toBeGreaterThan(0);
    expect(lines.join('\n')).toContain(`era rimasto dal processo ${pid}, che non è più attivo`);
    const lock = JSON.parse(await fs.readFile(path.join(dataDir, '.lock'), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(process.pid);
  });

  it('refuses a folder locked from another computer and says which file to remove', async () => {
    const dataDir = await templateCopy();
    const lockFile = path.join(dataDir, '.lock');
    await fs.writeFile(
      lockFile,
      JSON.stringify({ pid: 4242, hostname: 'altro-server', startedAt: new Date().toISOString(), token: 'x' }),
    );

    await expect(openDatabase({ dataDir, seed: false })).rejects.toThrow(
      /in uso dal processo 4242 sul computer altro-server.*elimina il file/,
    );
    // The other computer's lock is left alone.
    expect(JSON.parse(await fs.readFile(lockFile, 'utf8'))).toMatchObject({ hostname: 'altro-server' });
  });

  it('releases the lock on close, so the next server opens the folder', async () => {
    const dataDir = await templateCopy();
    const first = await openDatabase({ dataDir, seed: false });
    await first.close();

    await expect(fs.access(path.join(dataDir, '.lock'))).rejects.toThrow();
    const second = await open(dataDir);
    expect(await countUsers(second)).toBeGreaterThan(0);
  });

  it('restores the logos even without demo data, since every page shows them', async () => {
    const dataDir = await templateCopy();
    const logo = path.join(dataDir, 'uploads', 'brand-vertical-color.svg');
    await fs.rm(logo);

    await open(dataDir, undefined, false);

    expect(await fs.readFile(logo, 'utf8')).toContain('RicambiHub');
  });
});

/** Server processes of their own that take a folder's lock when told (tests/server/db-lock-worker.ts). */
async function startWorkers(count: number) {
  const workers: { child: ChildProcessWithoutNullStreams; answers: Map<string, (line: string) => void> }[] = [];
  for (let i = 0; i < count; i += 1) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'db-lock-worker.ts')], {
      stdio: 'pipe',
    });
    const answers = new Map<string, (line: string) => void>();
    const ready = new Promise<void>((resolve) => {
      readline.createInterface({ input: child.stdout }).on('line', (line) => {
        if (line === 'ready') return resolve();
        const dir = line.slice(0, line.indexOf(' '));
        answers.get(dir)?.(line.slice(dir.length + 1));
      });
    });
    workers.push({ child, answers });
    await ready;
  }
  return {
    /** Every worker tries the folder at the same moment; answers who won. */
    race(dir: string): Promise<string[]> {
      return Promise.all(
        workers.map(
          ({ child, answers }) =>
            new Promise<string>((resolve) => {
              answers.set(dir, resolve);
              child.stdin.write(`${dir}\n`);
            }),
        ),
      );
    },
    stop: () => workers.forEach(({ child }) => child.kill()),
  };
}

describe('stale lock taken over by servers started together', () => {
  it('lets exactly one of four racing processes take a lock left by a dead process, in each of 50 rounds', async () => {
    const workers = await startWorkers(4);
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-lock-race-'));
    folders.push(root);
    const winners: number[] = [];
    try {
      for (let round = 0; round < 50; round += 1) {
        const dir = path.join(root, String(round));
        await fs.mkdir(dir);
        await fs.writeFile(
          path.join(dir, '.lock'),
          JSON.stringify({
            pid: deadPid(),
            hostname: os.hostname(),
            startedAt: new Date().toISOString(),
            token: `old-${round}`,
          }),
        );
        const answers = await workers.race(dir);
        winners.push(answers.filter((answer) => answer === 'won').length);
        for (const answer of answers) if (answer !== 'won') expect(answer).toMatch(/^lost La cartella dati .* in uso/);
      }
    } finally {
      workers.stop();
    }
    expect(winners).toEqual(Array.from({ length: 50 }, () => 1));
  }, 120_000);
});

describe('first initialisation and restart', () => {
  it('cleans up an interrupted first start and creates, migrates and seeds a working database', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-init-'));
    folders.push(dataDir);
    const leftover = path.join(dataDir, 'pgdata.init-99999');
    await fs.mkdir(path.join(leftover, 'base'), { recursive: true });
    await fs.writeFile(path.join(leftover, 'PG_VERSION'), '18\n');
    const lines: string[] = [];

    const database = await open(dataDir, (line) => lines.push(line), true);

    expect(database.seeded).toBe(true);
    expect(await countUsers(database)).toBeGreaterThan(0);
    expect((await fs.readdir(dataDir)).sort()).toEqual(['.lock', 'pgdata', 'uploads']);
    expect(lines.join('\n')).toContain(`Rimossa la cartella ${leftover}`);
  });

  it('keeps the data across close and reopen, migrating again without seeding twice', async () => {
    const dataDir = await templateCopy();
    const first = await openDatabase({ dataDir, seed: true });
    const users = await countUsers(first);
    await first.query("insert into faqs (question, answer, position) values ('Domanda salvata?', 'Sì.', 99)");
    await first.close();
    // A generated file lost meanwhile (e.g. a new uploads volume) comes back without seeding again.
    const document = path.join(dataDir, 'uploads', 'carta-di-circolazione.pdf');
    await fs.rm(document);

    const second = await open(dataDir, undefined, true);

    expect(second.seeded).toBe(false);
    expect(await countUsers(second)).toBe(users);
    expect(await second.query("select answer from faqs where question = 'Domanda salvata?'")).toEqual([
      { answer: 'Sì.' },
    ]);
    expect((await fs.readFile(document, 'latin1')).startsWith('%PDF-')).toBe(true);
  });
});
