/**
 * node --import tsx bench/trace-tasks.ts <trace.json> [web dir with source maps] — which main-thread tasks of a
 * Lighthouse run make its total blocking time. Reads the trace `LIGHTHOUSE_TRACE=1 npm run lighthouse`
 * keeps for the median run and lists, on the page's main thread, every task of at least 12.5 ms as observed (what
 * the mobile simulation's 4× slowdown turns into a task over 50 ms) with its time from navigation, whether it comes
 * after the first contentful paint, and what ran in it: scripts evaluated (by chunk), functions called (by chunk and,
 * when the build has source maps, by package or app folder), layout, style, paint and garbage collection.
 * Lighthouse's simulation reorders and stretches tasks, so the times are the observed ones; the lengths × 4 are what
 * the simulation counts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const [tracePath, webDir] = process.argv.slice(2);
if (!tracePath) throw new Error('usage: bench/trace-tasks.ts <trace.json> [web dir]');
const trace = JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(trace) ? trace : trace.traceEvents;
const SLOWDOWN = 4;
const COUNTED_MS = 50 / SLOWDOWN;

// The page's main thread: the renderer thread that saw the navigation's first contentful paint.
const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint');
if (!fcpEvent) throw new Error('no firstContentfulPaint in the trace');
const { pid, tid } =
  events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === fcpEvent.pid) ??
  fcpEvent;
// The navigation the paint belongs to (the trace holds others: about:blank before, frames after).
const navigationId = fcpEvent.args?.data?.navigationId;
const navigation =
  events.find((e) => e.name === 'navigationStart' && e.args?.data?.navigationId === navigationId) ??
  events.find((e) => e.name === 'navigationStart' && e.pid === pid)!;
const lcpEvent = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid).at(-1);
const at = (ts: number) => Math.round((ts - navigation.ts) / 1000);
const main = events
  .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= navigation.ts)
  .sort((a, b) => a.ts - b.ts);

const maps = new Map<string, TraceMap | null>();
const chunk = (url: string) =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/assets\//, '')
    .replace(/-[\w-]{8}\.js$/, '.js') || '(no url)';
function source(url: string, line: number, column: number): string {
  if (!webDir || !url.startsWith('http')) return chunk(url);
  const file = join(webDir, new URL(url).pathname);
  if (!maps.has(file))
    maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  const map = maps.get(file);
  const original = map ? originalPositionFor(map, { line: line + 1, column }).source : null;
  if (!original) return chunk(url);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original);
  return pkg
    ? pkg[1]
    : (/((?:src|contract|i18n)\/(?:features\/|app\/|platform\/|ui\/)?[^/]+)/.exec(original)?.[1] ?? original);
}

/** What a child event of a task is, in a word. */
function label(e: TraceEvent): string | null {
  const data = e.args?.data ?? {};
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${chunk(String(data.url ?? ''))}`;
    case 'FunctionCall':
      return `call ${source(String(data.url ?? ''), Number(data.lineNumber ?? 1) - 1, Number(data.columnNumber ?? 1) - 1)} ${String(data.functionName ?? '') || '(anonymous)'}`;
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'EventDispatch':
      return `event ${String(data.type ?? '')}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'GC';
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return 'compile';
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      return null;
  }
}

const tasks = main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= COUNTED_MS);
console.log(
  `${tracePath}: FCP ${at(fcpEvent.ts)} ms, last LCP candidate ${lcpEvent ? at(lcpEvent.ts) : '?'} ms after navigation (observed)`,
);
console.log(`Tasks of ${COUNTED_MS} ms or more on the main thread (× ${SLOWDOWN} in the simulation):\n`);
console.log(
  '| start (ms) | length (ms) | ×4 − 50 | after FCP | what ran in it (ms, innermost labelled event) |\n|--:|--:|--:|:--|:--|',
);
let blockingAfter = 0;
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
  // Self time per label: each labelled event's time less its labelled children's.
  const parts = new Map<string, number>();
  const labelled = inside
    .map((e) => ({ e, what: label(e) }))
    .filter((x): x is { e: TraceEvent; what: string } => x.what !== null);
  for (const { e, what } of labelled) {
    const eEnd = e.ts + (e.dur ?? 0);
    const children = labelled.filter(
      (c) => c.e !== e && c.e.ts >= e.ts && c.e.ts + (c.e.dur ?? 0) <= eEnd && c.e.ts + (c.e.dur ?? 0) > c.e.ts,
    );
    // Direct children only: not contained in another child.
    const direct = children.filter(
      (c) =>
        !children.some(
          (o) =>
            o !== c &&
            o.e.ts <= c.e.ts &&
            o.e.ts + (o.e.dur ?? 0) >= c.e.ts + (c.e.dur ?? 0) &&
            (o.e.dur ?? 0) > (c.e.dur ?? 0),
        ),
    );
    const self = (e.dur ?? 0) - direct.reduce((sum, c) => sum + (c.e.dur ?? 0), 0);
    parts.set(what, (parts.get(what) ?? 0) + self / 1000);
  }
  const length = (task.dur ?? 0) / 1000;
  const after = task.ts >= fcpEvent.ts;
  const counted = Math.max(0, length * SLOWDOWN - 50);
  if (after) blockingAfter += counted;
  const what = [...parts]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([w, ms]) => `${w} ${Math.round(ms)}`)
    .join('; ');
  console.log(`| ${at(task.ts)} | ${length.toFixed(1)} | ${Math.round(counted)} | ${after ? 'yes' : ''} | ${what} |`);
}
console.log(
  `\nΣ(×4 − 50) of the tasks after the observed FCP: ${Math.round(blockingAfter)} ms (Lighthouse's TBT runs on its simulated timeline, where FCP and TTI fall elsewhere).`,
);
