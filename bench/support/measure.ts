import type { BenchCase, BenchContext, CaseResult } from './types.js';

export interface MeasureOptions {
  iterations: number;
  warmup: number;
  budgetP95Ms: number;
  /** Real HTTP on loopback instead of app.inject (BENCH_HTTP=1). */
  baseUrl: string | null;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function get(ctx: BenchContext, url: string, token: string, baseUrl: string | null): Promise<number> {
  if (baseUrl) {
    const answer = await fetch(baseUrl + url, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    return answer.status;
  }
  return (await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).statusCode;
}

/** Sequential GETs (PGlite runs one query at a time: concurrency would only measure queueing). */
export async function measureCase(ctx: BenchContext, c: BenchCase, o: MeasureOptions): Promise<CaseResult> {
  const token = await ctx.token(c.as);
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < o.warmup + o.iterations; i += 1) {
    const url = c.url(i);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const status = await get(ctx, url, token, o.baseUrl);
    const elapsed = performance.now() - started;
    const cpuUsed = process.cpuUsage(cpuBefore);
    if (status !== 200) throw new Error(`${c.name}: GET ${url} answered ${status}`);
    if (i >= o.warmup) {
      times.push(elapsed);
      cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  const p95 = percentile(times, 95);
  return {
    name: c.name,
    requests: times.length,
    p50: round(percentile(times, 50)),
    p95: round(p95),
    p99: round(percentile(times, 99)),
    max: round(times[times.length - 1]),
    cpuP50: round(percentile(cpu, 50)),
    pass: c.informational ? null : p95 <= o.budgetP95Ms,
  };
}

export function formatTable(results: CaseResult[], budgetP95Ms: number): string {
  const header = ['case', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'cpu p50 ms', `p95 ≤ ${budgetP95Ms}`];
  const lines = results.map((r) => [
    r.name,
    String(r.requests),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    r.cpuP50.toFixed(1),
    r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    row(header),
    `|${widths.map((w, i) => (i === 0 ? ':' : '') + '-'.repeat(w + 1) + (i === 0 ? '' : ':')).join('|')}|`,
    ...lines.map(row),
  ].join('\n');
}
