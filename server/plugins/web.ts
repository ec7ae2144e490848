import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_PAGES } from '../../contract/constants.js';
import { API_PREFIX } from '../../contract/routes.js';
import { errors } from '../../i18n/it/errors.js';
import { sendError } from './errors.js';

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/**
 * The page of a path: the customer app and the operator console are entries of their own (build/pages.ts
 * PAGES), each with its own small first load; every other path is the dealer portal's. A built folder without one of
 * them (an older build) answers index.html, as before.
 */
const PAGES: readonly { prefix: string; file: string }[] = Object.values(APP_PAGES);
export function pageOf(url: string): string {
  return PAGES.find((page) => isUnder(url, page.prefix) || url.startsWith(`${page.prefix}#`))?.file ?? 'index.html';
}

function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isUnder(request.url, API_PREFIX) || isUnder(request.url, '/media') || isUnder(request.url, '/socket.io'))
    return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The built SPA: hashed assets cached for a year, everything else revalidated; any other page path answers its
 * page's HTML (pageOf: cliente.html, admin.html or index.html; client-side routing draws its own 404 page). Unknown /api paths answer the JSON error shape.
 * Text files are sent as the brotli or gzip copy the build wrote next to them (build/precompress.ts),
 * whichever the browser accepts; without those copies the plain file goes out.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webDir: string; serveWeb: boolean }) => {
    const serveWeb = opts.serveWeb && existsSync(join(opts.webDir, 'index.html'));
    const builtPages = new Set(PAGES.map((page) => page.file).filter((file) => existsSync(join(opts.webDir, file))));
    if (serveWeb) {
      await app.register(fastifyStatic, {
        root: opts.webDir,
        prefix: '/',
        index: ['index.html'],
        cacheControl: false,
        preCompressed: true,
        setHeaders: (res, path) => {
          res.setHeader(
            'Cache-Control',
            path.includes(`${join('/', 'assets')}/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (serveWeb && wantsPage(request)) {
        const file = pageOf(request.url);
        return reply.header('Cache-Control', 'no-cache').sendFile(builtPages.has(file) ? file : 'index.html');
      }
      const message = isUnder(request.url, API_PREFIX) ? errors.routeNotFound : errors.notFound;
      return sendError(reply, 404, { message });
    });
  },
  { name: 'web' },
);
