import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config.js';

/**
 * What the terminal shows (docs/deploy.md, "Logs"): on a terminal, pino-pretty's readable lines of warnings, errors and
 * the server's own messages; elsewhere (CI, containers, a log collector) one JSON line each, as pino writes them. Each
 * request's line goes where requestLogTarget says, so a person at the terminal is not buried under them.
 */

/** Where each request's line goes: the main log (as Fastify writes it), a file of JSON lines, or nowhere. */
export type RequestLog = { to: 'log' } | { to: 'file'; path: string } | { to: 'off' };

const VERBOSE: readonly Config['logLevel'][] = ['debug', 'trace'];

/**
 * REQUEST_LOG: 'off', 'stdout' (the main log) or a file path. Unset: on a terminal, DATA_DIR/logs/requests.log; elsewhere
 * the main log, as before (a production log collector keeps its access log). At LOG_LEVEL=debug or trace the requests
 * are always in the main log, beside what they caused.
 */
export function requestLogTarget(input: {
  level: Config['logLevel'];
  setting: string | null;
  tty: boolean;
  dataDir: string;
}): RequestLog {
  if (VERBOSE.includes(input.level)) return { to: 'log' };
  const setting = input.setting?.trim() || null;
  if (setting === 'off') return { to: 'off' };
  if (setting === 'stdout') return { to: 'log' };
  if (setting) return { to: 'file', path: resolve(setting) };
  return input.tty ? { to: 'file', path: join(input.dataDir, 'logs', 'requests.log') } : { to: 'log' };
}

/** Hosts that mean "every interface": a browser cannot open them, but this machine answers on localhost. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '::0', '']);

/**
 * The address a person opens in a browser: PUBLIC_URL when set (a proxy, a domain); for a server on every interface
 * (HOST 0.0.0.0 or ::) localhost, never 0.0.0.0 nor the container's own network address; otherwise the host it is on.
 */
export function browserUrl(input: { host: string; port: number; publicUrl: string | null }): string {
  if (input.publicUrl) return input.publicUrl.replace(/\/+$/, '');
  const host = input.host.trim();
  if (WILDCARD_HOSTS.has(host)) return `http://localhost:${input.port}`;
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${bracketed}:${input.port}`;
}

/** pino-pretty in pino's transport worker: time of day, level, message; no pid nor host name. */
export const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
} as const;

/**
 * Fastify's request lines off the main log (they go to the file, or nowhere): its "incoming request" and "request
 * completed" are dropped, while a request that failed still logs its error there.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) super.requestCompleted(error, request, reply, metadata);
  }
}

/**
 * Each request's JSON line appended to `path` (created with its folder): the time, method, address, status and
 * duration Fastify would log, without the headers. Closed with the app.
 */
export function logRequestsToFile(app: FastifyInstance, path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const file = createWriteStream(path, { flags: 'a' });
  file.on('error', (err) => app.log.warn({ err, path }, 'request log file unavailable'));
  app.addHook('onResponse', (request, reply, done) => {
    file.write(
      `${JSON.stringify({
        time: new Date().toISOString(),
        reqId: request.id,
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
        remoteAddress: request.ip,
      })}\n`,
    );
    done();
  });
  app.addHook('onClose', (_app, done) => file.end(done));
}
