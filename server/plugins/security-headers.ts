import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
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
    connect: ['https://www.paypal.com', 'https://www.sandbox.paypal.com', 'https://api-m.paypal.com', 'https://api-m.sandbox.paypal.com'],
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
    `connect-src ${list("'self'", 'ws:', 'wss:', ...extra.connect)}`,
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
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
// Checked in Chromium: its PDF viewer still shows the document framed under this policy. No `sandbox`: other
// browsers' viewers have refused sandboxed PDFs.
const MEDIA_PDF_CSP = "default-src 'none'; frame-ancestors 'self'";

/**
 * TLS at this server, or at a proxy in front of it: request.protocol reads X-Forwarded-Proto only from proxies
 * trusted by TRUST_PROXY. The raw header is honoured too, for proxies left out of TRUST_PROXY: a forged one is
 * harmless, since browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1).
 */
function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || request.protocol === 'https';
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
      reply.header('X-Content-Type-Options', 'nosniff');
      // Pages and the API: no path or query leaves for other origins; /media uploads set the stricter no-referrer.
      if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      if (isHttps(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
