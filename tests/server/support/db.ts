import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase } from '../../../server/db/client.js';
import type { Database } from '../../../server/db/types.js';
import { adminQuery, databaseUrl } from './postgres.js';

export type TestDatabase = Database & { dataDir: string };

/** Like fs.cp recursive, but copying files in parallel: a PGlite folder holds ~1,200 small files. */
async function copyTree(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  const entries = await fs.readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? copyTree(path.join(from, entry.name), path.join(to, entry.name))
        : fs.copyFile(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}

async function copyIntoTempFolder(template: string): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-test-'));
  await copyTree(template, dataDir);
  return dataDir;
}

/** A new temporary data folder holding a copy of the seeded PGlite template (database and uploads). */
export function copyPgliteTemplate(): Promise<string> {
  return copyIntoTempFolder(inject('pgliteTemplate'));
}

/**
 * A migrated and seeded database of its own for one test file: a copy of the PGlite template, or with
 * TEST_DATABASE_URL a PostgreSQL database created from the template database. close() deletes it.
 */
export async function freshDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (!template || !url) {
    const dataDir = await copyPgliteTemplate();
    const database = await openDatabase({ dataDir, seed: false });
    return {
      ...database,
      dataDir,
      close: async () => {
        await database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const name = `${template.prefix}${randomBytes(6).toString('hex')}`;
  const dataDir = await copyIntoTempFolder(template.dataDir);
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  const database = await openDatabase({ dataDir, databaseUrl: databaseUrl(url, name), seed: false });
  return {
    ...database,
    dataDir,
    close: async () => {
      await database.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
