import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../i18n/it/errors.js';
import { HttpError } from './http-error.js';

/** A bare file name: no separators, no leading dot, so it can never leave the uploads folder. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9._-]{0,79}$/i;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.wav': 'audio/wav',
};

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/** GET /media/<name>: files under DATA_DIR/uploads (seeded images, documents, audio notes, uploads). */
export async function mediaRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  const root = uploadsDir(opts.dataDir);
  app.get('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const type = CONTENT_TYPES[extname(name).toLowerCase()];
    if (!MEDIA_NAME.test(name) || !type) throw new HttpError(404, errors.notFound);
    const file = join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, errors.notFound);
    return reply
      .type(type)
      .header('Content-Length', info.size)
      .header('Cache-Control', 'public, max-age=86400')
      .header('Last-Modified', info.mtime.toUTCString())
      .send(createReadStream(file));
  });
}
