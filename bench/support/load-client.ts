/** The load client of bench/support/load.ts, a child process: gets its LoadInput by IPC, answers the result. */
import autocannon from 'autocannon';
import type { LoadInput } from './load.js';

const input = await new Promise<LoadInput>((resolve) => {
  process.once('message', (message) => resolve(message as LoadInput));
  process.send?.('ready');
});
let next = 0;
const answer = (message: unknown) => new Promise((resolve) => process.send?.(message, resolve));
try {
  process.send?.('started');
  const result = await autocannon({
    url: input.baseUrl,
    connections: input.connections,
    duration: input.seconds,
    ...(input.overallRate ? { overallRate: input.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        path: input.path,
        // Round robin over the tokens: every request as another user (cache entries, sessions).
        setupRequest: (request) => {
          const i = next++;
          const path = input.paths ? input.paths[i % input.paths.length] : input.path;
          // With several paths, each token goes round all of them.
          const t = input.paths ? Math.floor(i / input.paths.length) : i;
          const token = input.tokens.length > 0 ? input.tokens[t % input.tokens.length] : null;
          return token
            ? { ...request, path, headers: { ...request.headers, authorization: `Bearer ${token}` } }
            : { ...request, path };
        },
      },
    ],
  });
  await answer({
    requests: result.requests.total,
    rps: result.requests.total / Math.max(0.001, result.duration),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    failures: result.non2xx + result.errors + result.timeouts,
  });
} catch (error) {
  await answer({ failed: error instanceof Error ? error.message : String(error) });
}
