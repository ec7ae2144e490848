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

/**
 * What users upload (photos, chat attachments, registration documents) is stored under a name the server makes
 * up with 128 random bits (server/storage/uploads.ts): the name is the capability, handed only to those who may
 * see the record. The rest of the folder is the product's own public pictures (logos, demo images).
 */
export const UPLOAD_NAME = /^upload-[0-9a-f]{32}\.[a-z0-9]{2,4}$/;

/** Personal files: no shared caches, no indexing, and their address is not passed on as a Referer. */
const PRIVATE_HEADERS = {
  'Cache-Control': 'private, max-age=86400',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};
const PUBLIC_HEADERS = { 'Cache-Control': 'public, max-age=86400' };

export function uploadsDir(dataDir: string): string {
  return join(dataDir, 'uploads');
}

/**
 * GET /media/<name>: files under DATA_DIR/uploads (seeded images, documents, audio notes, uploads). No login:
 * <img>, <audio> and the document frame cannot send the bearer token; uploads are protected by their names.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { dataDir: string }) {
  const root = uploadsDir(opts.dataDir);
  app.get('/media/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const type = CONTENT_TYPES[extname(name).toLowerCase()];
    const isUpload = name.startsWith('upload-');
    if (!MEDIA_NAME.test(name) || !type || (isUpload && !UPLOAD_NAME.test(name))) throw new HttpError(404, errors.notFound);
    const file = join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new HttpError(404, errors.notFound);
    return reply
      .type(type)
      .header('Content-Length', info.size)
      .headers(isUpload ? PRIVATE_HEADERS : PUBLIC_HEADERS)
      .header('Last-Modified', info.mtime.toUTCString())
      .send(createReadStream(file));
  });
}
