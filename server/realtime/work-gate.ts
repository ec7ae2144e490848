/**
 * At most `concurrency` chat tasks use the database at once, the others wait in arrival order: a burst of
 * handshakes or messages queues here, not in the database pool, so HTTP requests still get a connection (on the
 * embedded PGlite, a turn) between two chat queries. Beyond `maxWaiting` waiting tasks, run() refuses at once
 * (GateFullError) rather than letting the wait grow without bound.
 *
 * Tasks start from a setImmediate, at most `concurrency` per turn of the event loop. Starting them from the caller
 * instead let a burst of 100 handshakes, each arriving in its own I/O callback of one poll phase, each run its
 * query to the end there (PGlite answers synchronously): the phase lasted 300+ ms and HTTP waited behind it.
 */
export class GateFullError extends Error {}

interface Waiting {
  task: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export class WorkGate {
  private running = 0;
  private scheduled = false;
  private readonly waiting: Waiting[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new GateFullError('chat work queue full'));
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ task, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= this.concurrency || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      while (this.running < this.concurrency && this.waiting.length > 0) this.start(this.waiting.shift() as Waiting);
    });
  }

  private start({ task, resolve, reject }: Waiting): void {
    this.running += 1;
    Promise.resolve()
      .then(task)
      .then(resolve, reject)
      .finally(() => {
        this.running -= 1;
        this.schedule();
      });
  }
}
