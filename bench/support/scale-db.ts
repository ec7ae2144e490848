import fs from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.js';
import type { Database } from '../../server/db/types.js';
import { DEFAULT_SCALE, seedScale, type ScaleOptions } from './scale-seed.js';

/** The scaled PGlite data folder (BENCH_DATA_DIR, ./data-bench by default). */
export function benchDataDir(): string {
  return path.resolve(process.env.BENCH_DATA_DIR ?? './data-bench');
}

const MARKER = 'bench-scale.json';

export interface ScaleMarker {
  seededAt: string;
  seconds: number;
  options: ScaleOptions;
}

export async function readMarker(dataDir: string): Promise<ScaleMarker | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(dataDir, MARKER), 'utf8')) as ScaleMarker;
  } catch {
    return null;
  }
}

/**
 * Builds the scaled folder: the demo seed plus the scale data, into `<dir>.building`, renamed only when
 * complete (an interrupted seed never leaves a half folder behind).
 */
export async function buildScaledData(
  dataDir: string,
  log: (line: string) => void,
  options = DEFAULT_SCALE,
): Promise<ScaleMarker> {
  const started = performance.now();
  const building = `${dataDir}.building`;
  await fs.rm(building, { recursive: true, force: true });
  log(`Seeding ${options.submissions} submissions, ${options.dealers} dealers into ${dataDir}…`);
  const database = await openDatabase({ dataDir: building, seed: true, log });
  try {
    log(`  demo seed and migrations  ${Math.round(performance.now() - started)} ms`);
    await seedScale(database.db, options, log);
  } finally {
    await database.close();
  }
  const marker: ScaleMarker = {
    seededAt: new Date().toISOString(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    options,
  };
  await fs.writeFile(path.join(building, MARKER), JSON.stringify(marker, null, 2));
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rename(building, dataDir);
  log(`Scaled data ready in ${marker.seconds} s.`);
  return marker;
}

/**
 * The data is relative to its seeding time: after a while no request is open any more. Older folders are rebuilt
 * (BENCH_MAX_AGE_HOURS, 12 by default).
 */
function tooOld(marker: ScaleMarker): boolean {
  const maxAgeHours = Number(process.env.BENCH_MAX_AGE_HOURS ?? 12);
  return Date.now() - new Date(marker.seededAt).getTime() > maxAgeHours * 3_600_000;
}

/** Opens the scaled folder, seeding it first when it is missing or too old. */
export async function openScaledDatabase(
  log: (line: string) => void,
): Promise<{ database: Database; marker: ScaleMarker }> {
  const dataDir = benchDataDir();
  const existing = await readMarker(dataDir);
  if (existing && tooOld(existing)) log(`The scaled data of ${existing.seededAt} is too old: rebuilding it.`);
  const marker = existing && !tooOld(existing) ? existing : await buildScaledData(dataDir, log);
  return { database: await openDatabase({ dataDir, seed: false, log }), marker };
}
