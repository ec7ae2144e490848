import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.js';
import { adminQuery, databaseUrl } from './support/postgres.js';

type PostgresTemplate = { database: string; dataDir: string; prefix: string } | null;

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded PGlite data folder (pgdata + uploads): test files copy it, never open it. */
    pgliteTemplate: string;
    /** With TEST_DATABASE_URL: the seeded template database and the uploads folder that goes with it. */
    postgresTemplate: PostgresTemplate;
  }
}

/** Builds the seeded templates once per run; each test file then gets a cheap copy (tests/server/support/db.ts). */
export default async function setup(project: TestProject) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-server-tests-'));
  const pgliteTemplate = path.join(root, 'pglite-template');
  await (await openDatabase({ dataDir: pgliteTemplate, seed: true })).close();
  project.provide('pgliteTemplate', pgliteTemplate);

  const url = process.env.TEST_DATABASE_URL;
  const prefix = `rh_t_${process.pid}_`;
  let postgresTemplate: PostgresTemplate = null;
  if (url) {
    const database = `rh_tpl_${process.pid}`;
    const dataDir = path.join(root, 'postgres-template');
    await adminQuery(url, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${database}`);
    await (await openDatabase({ dataDir, databaseUrl: databaseUrl(url, database), seed: true })).close();
    postgresTemplate = { database, dataDir, prefix };
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    if (url && postgresTemplate) {
      // Copies a crashed test file could not drop, then the template itself.
      const leftovers = (await adminQuery(url, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`)) as {
        datname: string;
      }[];
      for (const { datname } of leftovers) await adminQuery(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await adminQuery(url, `DROP DATABASE IF EXISTS ${postgresTemplate.database} WITH (FORCE)`);
    }
    await fs.rm(root, { recursive: true, force: true });
  };
}
