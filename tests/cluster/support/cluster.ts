import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createClient } from 'redis';
import { startServerProcess, type ServerProcess } from '../../faults/support/server-process.js';
import { adminQuery, databaseUrl } from '../../server/support/postgres.js';
import { startBalancer, type Balancer } from './balancer.js';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Why the cluster suite cannot run here, or null when PostgreSQL and Redis both answer. */
export async function missingServices(): Promise<string | null> {
  const missing: string[] = [];
  try {
    await adminQuery(POSTGRES_URL, 'select 1');
  } catch {
    missing.push(`PostgreSQL (${POSTGRES_URL})`);
  }
  const redis = createClient({ url: REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    missing.push(`Redis (${REDIS_URL})`);
  } finally {
    if (redis.isOpen) await redis.quit().catch(() => undefined);
  }
  return missing.length ? `${missing.join(' and ')} not answering: cluster suite skipped` : null;
}

export interface Instance extends ServerProcess {
  dataDir: string;
}

export interface Cluster {
  /** The two instances of the deployment, each on its own data folder (nothing shared on disk). */
  instances: Instance[];
  balancer: Balancer;
  prefix: string;
  databaseUrl: string;
  /** SQL on the cluster's database (a pool of its own). */
  sql: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Another instance on the same database and Redis under another REDIS_PREFIX: a second deployment. */
  startStranger: () => Promise<Instance>;
  close: () => Promise<void>;
}

/** Sweeps every second, so that "once per tick" is visible within the suite's time. */
export const SWEEP_SECONDS = 1;

/**
 * A fresh PostgreSQL database, two real server processes (migrated and seeded once: the start-up lock), Redis
 * under a prefix of this run, and the round-robin balancer in front of them.
 */
export async function startCluster(): Promise<Cluster> {
  const id = randomBytes(5).toString('hex');
  const database = `rh_cluster_${id}`;
  const prefix = `rh-cluster-${id}`;
  await adminQuery(POSTGRES_URL, `CREATE DATABASE ${database}`);
  const url = databaseUrl(POSTGRES_URL, database);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const started: Instance[] = [];
  const start = async (redisPrefix: string) => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rh-cluster-'));
    const server = await startServerProcess(dataDir, {
      DATABASE_URL: url,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      SEED: 'true',
      SWEEP_SECONDS: String(SWEEP_SECONDS),
      DATABASE_POOL_MAX: '5',
    });
    const instance = { ...server, dataDir };
    started.push(instance);
    return instance;
  };
  let balancer: Balancer | null = null;
  const close = async () => {
    await balancer?.close();
    await Promise.all(started.map((instance) => instance.stop()));
    await Promise.all(started.map((instance) => fs.rm(instance.dataDir, { recursive: true, force: true })));
    await pool.end();
    await adminQuery(POSTGRES_URL, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  };
  try {
    const instances = await Promise.all([start(prefix), start(prefix)]);
    balancer = await startBalancer(instances.map((instance) => instance.url));
    return {
      instances,
      balancer,
      prefix,
      databaseUrl: url,
      sql: async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[],
      startStranger: () => start(`${prefix}-other`),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
