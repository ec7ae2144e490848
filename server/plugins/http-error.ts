import type { ErrorCode } from '../../contract/common.js';

/** An error a handler throws on purpose: the errors plugin answers it as `{ message, code?, errors? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** The contract's stable name, for an error a client acts on. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
