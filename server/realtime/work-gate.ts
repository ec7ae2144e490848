/**
 * At most `concurrency` chat tasks use the database at once, the others wait in arrival order: a burst of
 * handshakes or messages queues here, not in the database pool, so HTTP requests still get a connection (on the
 * embedded PGlite, a turn) between two chat queries. Beyond `maxWaiting` waiting tasks, run() refuses at once
 * (GateFullError) rather than letting the wait grow without bound.
 */
export class GateFullError extends Error {}

export class WorkGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new GateFullError('chat work queue full');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The place passes to the next task (`running` stays the same), after a turn of the event loop: PGlite
      // answers synchronously, so a backlog chained in microtasks would never let an HTTP request be read.
      if (next) setImmediate(next);
      else this.running -= 1;
    }
  }
}
