import type { FastifyReply } from 'fastify';
import { serverMessages } from '../../../i18n/it/server.js';
import { HttpError } from '../../plugins/http-error.js';
import type { LimitStore } from '../../shared/limits.js';

/**
 * Uploads per user and hour (docs/adr/0003-rate-limits.md): files and bytes, counted in the shared counters
 * (app.limits: every instance at once with REDIS_URL). One call carries one file of at most UPLOAD_MAX_BYTES.
 */
export const UPLOAD_QUOTA = { windowMs: 60 * 60 * 1000, files: 30, bytes: 20 * 1024 * 1024 } as const;

/** The bytes a base64 text (bare or data: URL) decodes to, at most: counted before decoding, so a refusal is cheap. */
const decodedBytesOf = (file: string) => Math.ceil((file.length * 3) / 4);

/**
 * Counts this upload against the caller's hour, before it is decoded or stored; 429 with Retry-After (whole
 * seconds) once the files or the bytes of the hour are spent. Refused attempts count too: hammering does not help.
 */
export async function takeUploadQuota(
  limits: LimitStore,
  userId: number,
  file: string,
  reply: FastifyReply,
): Promise<void> {
  const [files, bytes] = await Promise.all([
    limits.add(`upload:files:${userId}`, UPLOAD_QUOTA.windowMs),
    limits.add(`upload:bytes:${userId}`, UPLOAD_QUOTA.windowMs, decodedBytesOf(file)),
  ]);
  const over = [
    files.count > UPLOAD_QUOTA.files ? files : null,
    bytes.count > UPLOAD_QUOTA.bytes ? bytes : null,
  ].filter((c) => c !== null);
  if (over.length === 0) return;
  const waitMs = Math.max(...over.map((count) => count.resetInMs), 1000);
  reply.header('Retry-After', String(Math.ceil(waitMs / 1000)));
  const megabytes = UPLOAD_QUOTA.bytes / (1024 * 1024);
  throw new HttpError(429, serverMessages.uploadQuota(UPLOAD_QUOTA.files, megabytes, Math.ceil(waitMs / 60_000)));
}
