import type { Readable } from 'node:stream';
import { STOCK_FILE_MAX_BYTES } from '../../contract/api/stock.js';
import { stockMessages } from '../../i18n/it/stock.js';
import { HttpError } from '../plugins/http-error.js';

/** A stock file: whole bytes (the JSON form's base64, a test), or the request body as it arrives. */
export type FileBytes = Buffer | Readable;

const tooLarge = () => new HttpError(413, stockMessages.fileTooLarge(STOCK_FILE_MAX_BYTES / (1024 * 1024)));

/**
 * The file's bytes as they arrive, refused with 413 as soon as they pass STOCK_FILE_MAX_BYTES. A reader that stops
 * early (a cap reached, a NUL) leaves the body undestroyed: destroying an unfinished request closes its socket, and
 * the refusal would never reach the sender; the server drains the rest once the answer is sent.
 */
export async function* fileChunks(file: FileBytes): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(file)) {
    if (file.length > STOCK_FILE_MAX_BYTES) throw tooLarge();
    if (file.length > 0) yield file;
    return;
  }
  let total = 0;
  for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > STOCK_FILE_MAX_BYTES) throw tooLarge();
    if (chunk.length > 0) yield chunk;
  }
}

/** Bytes at the start of a file looked at before choosing its reader (zip signature, BOM, UTF-16, header line). */
export const HEAD_BYTES = 64 * 1024;

/** The file's first HEAD_BYTES (or all of it, if shorter) and the iterator of the rest. */
export async function fileHead(chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), ended: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), ended: false };
}

/** The whole file (a zip is read from its end), the chunks joined once at the end. */
export async function wholeFile(head: Buffer, chunks: AsyncIterator<Buffer>): Promise<Buffer> {
  const parts = [head];
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) parts.push(next.value);
  return parts.length === 1 ? head : Buffer.concat(parts);
}
