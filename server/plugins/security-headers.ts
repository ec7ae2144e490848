import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The web app and the API: own scripts only; inline styles because MUI/emotion injects them. */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: data:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Uploaded files may be shown in a frame of the portal (registration documents as PDF), so only our own pages
 * may frame them; an SVG opened directly must not run scripts.
 */
const MEDIA_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";
const MEDIA_PDF_CSP = "frame-ancestors 'self'";

function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return proto === 'https' || request.protocol === 'https';
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!reply.hasHeader('content-security-policy')) {
        const isMedia = request.url.startsWith('/media/');
        const isPdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
        reply.header('Content-Security-Policy', isMedia ? (isPdf ? MEDIA_PDF_CSP : MEDIA_CSP) : APP_CSP);
      }
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      if (isHttps(request)) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      return payload;
    });
  },
  { name: 'security-headers' },
);
