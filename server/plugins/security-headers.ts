import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../contract/paths.js';
import type { Config } from '../config.js';

/**
 * Origins the real payment providers' web SDKs load from (scripts, 3-D Secure frames, API calls); allowed only
 * when that provider is the configured one, so the demo setup keeps the strict policy.
 */
const PROVIDER_SOURCES: Record<Config['paymentProvider'], { script: string[]; frame: string[]; connect: string[] }> = {
  demo: { script: [], frame: [], connect: [] },
  stripe: {
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  },
  paypal: {
    script: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    frame: ['https://www.paypal.com', 'https://www.sandbox.paypal.com'],
    connect: [
      'https://www.paypal.com',
      'https://www.sandbox.paypal.com',
      'https://api-m.paypal.com',
      'https://api-m.sandbox.paypal.com',
    ],
  },
};

/** The web app and the API: own scripts only (plus the active payment provider's); inline styles for MUI/emotion. */
export function appCsp(provider: Config['paymentProvider'] = 'demo'): string {
  const extra = PROVIDER_SOURCES[provider];
  const list = (...sources: string[]) => sources.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob: data:",
    "font-src 'self' data:",
    // 'self' covers the chat's ws:/wss: to this same host (CSP Level 3, all current browsers): no other host.
    `connect-src ${list("'self'", ...extra.connect)}`,
    `frame-src ${list("'self'", 'blob:', ...extra.frame)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const APP_CSP = appCsp('demo');

/**
 * Uploaded files may be shown in a frame of the portal (registration documents as PDF), so only our own pages
 * may frame them; an SVG opened directly must not run scripts.
 */
const MEDIA_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
// Checked in Chromium: its PDF viewer still shows the document framed under this policy. No `sandbox`: other
// browsers' viewers have refused sandboxed PDFs.
const MEDIA_PDF_CSP = "default-src 'none'; frame-ancestors 'self'";

/** Answers of socket.io itself (engine.io's polling and handshake, its errors): JSON or text, never a page. */
const SOCKET_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * TLS at this server, or at a proxy in front of it: `protocol` is Fastify's request.protocol, which reads
 * X-Forwarded-Proto only from proxies trusted by TRUST_PROXY. The raw header is honoured too, for proxies left out
 * of TRUST_PROXY: a forged one is harmless, since browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1).
 */
function isHttps(headers: IncomingHttpHeaders, protocol: string | undefined): boolean {
  const forwarded = headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || protocol === 'https';
}

/** The headers every answer carries, whatever sends it (Fastify or socket.io). */
function commonHeaders(headers: IncomingHttpHeaders, protocol: string | undefined): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(isHttps(headers, protocol) ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The API answers personal data to logged-in callers (and the login answers a token): no browser or proxy may keep
 * any API answer (docs/adr/0004-security-headers.md). A route that knows better sets its own Cache-Control.
 */
const isApi = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * The headers of an answer the router gives before any hook runs (Fastify's frameworkErrors: an overlong path, a bad
 * URL): a JSON error, kept by nobody, rendering nothing.
 */
export function frameworkErrorHeaders(
  headers: IncomingHttpHeaders,
  protocol: string | undefined,
): Record<string, string> {
  return {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-store',
    ...commonHeaders(headers, protocol),
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    const csp = appCsp(app.config.paymentProvider);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        const isMedia = request.url.startsWith('/media/');
        const isPdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
        reply.header('Content-Security-Policy', isMedia ? (isPdf ? MEDIA_PDF_CSP : MEDIA_CSP) : csp);
      }
      // Pages and the API: no path or query leaves for other origins; /media uploads set the stricter no-referrer.
      if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      reply.headers(commonHeaders(request.headers, request.protocol));
      return payload;
    });
  },
  { name: 'security-headers' },
);

/** Whatever engine.io answers on: a polling response or the WebSocket upgrade (engine.io's WebSocketResponse). */
interface EngineResponse {
  setHeader(name: string, value: string): unknown;
}
interface EngineWithMiddlewares {
  use(middleware: (req: IncomingMessage, res: EngineResponse, next: (err?: unknown) => void) => void): unknown;
}

/**
 * The same headers on socket.io's own HTTP answers (polling, handshake, its 400/403 errors, the upgrade), which
 * never pass through Fastify's hooks: an engine.io middleware runs before each of them. Chat history travels in
 * polling answers, hence no-store. Call once: `applySocketSecurityHeaders(io.engine)`.
 */
export function applySocketSecurityHeaders(engine: EngineWithMiddlewares): void {
  engine.use((req, res, next) => {
    const headers: Record<string, string> = {
      'Content-Security-Policy': SOCKET_CSP,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      ...commonHeaders(req.headers, (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'),
    };
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    next();
  });
}
