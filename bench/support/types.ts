import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/types.js';
import type { ScaleMarker } from './scale-db.js';

/** What every benchmark gets: the app on the scaled data, logged-in tokens and raw SQL access. */
export interface BenchContext {
  app: FastifyInstance;
  database: Database;
  marker: ScaleMarker;
  /** Bearer token of a dealer, logged in once per run (cached by email). */
  token: (email: string) => Promise<string>;
  /** First column of the first row of a query (to pick realistic ids for the cases). */
  scalar: <T = number>(sql: string) => Promise<T>;
}

export interface BenchCase {
  name: string;
  /** The URL to GET for iteration `i` (vary it to avoid measuring a single lucky value). */
  url: (i: number) => string;
  /** Email of the dealer calling it. */
  as: string;
  /** Measured and printed, but outside the budget (a known slow path, documented in docs/performance.md). */
  informational?: boolean;
}

/** A benchmark file (bench/<area>.ts) default-exports one of these; bench/index.ts runs them all. */
export interface Benchmark {
  title: string;
  /** Every case must answer within this p95. */
  budgetP95Ms: number;
  /** The budget above 100,000 requests when it differs (ten times the data may take a little longer). */
  scaleBudgetP95Ms?: number;
  cases: (ctx: BenchContext) => Promise<BenchCase[]>;
}

export interface CaseResult {
  name: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Process CPU time per request (user + system): the work itself, whatever else runs on the machine. */
  cpuP50: number;
  /** Within budget; null for an informational case. */
  pass: boolean | null;
}
