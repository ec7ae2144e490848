import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../contract/common.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { HttpError } from './http-error.js';

export { HttpError } from './http-error.js';

const MESSAGE_BY_STATUS: Record<number, string> = {
  400: errors.malformedBody,
  401: errors.unauthorized,
  403: errors.forbidden,
  404: errors.notFound,
  409: errors.conflict,
  413: errors.bodyTooLarge,
  415: serverMessages.unsupportedMediaType,
  422: errors.validation,
  429: errors.tooManyRequests,
  503: errors.unavailable,
};

/** Connection-level failures of pg or PGlite: the database is down, not the request wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// node-postgres: connection lost, connect timeout, pool exhausted for connectionTimeoutMillis, no answer within query_timeout.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** zod issues → `{ "rows.0.quantity": ["…"] }`; an issue on the whole body/query is filed under that part's name. */
function fieldErrors(issues: ZodFastifySchemaValidationError[], context: string | undefined): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || context || 'body';
    (fields[field] ??= []).push(issue.message ?? errors.validation);
  }
  return fields;
}

function toResponse(
  error: FastifyError | HttpError | Error,
  request: FastifyRequest,
): { status: number; body: ErrorResponse } {
  if (error instanceof HttpError) {
    const { message, code, fields } = error;
    return {
      status: error.statusCode,
      body: { message, ...(code ? { code } : {}), ...(fields ? { errors: fields } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    return { status: 422, body: { message: errors.validation, errors: fieldErrors(error.validation, context) } };
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable');
    return { status: 503, body: { message: errors.unavailable } };
  }
  const code = (error as FastifyError).code;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return { status: 400, body: { message: errors.malformedBody } };
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { message: MESSAGE_BY_STATUS[status] ?? errors.malformedBody } };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, body: { message: errors.internal } };
}

export function sendError(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer');
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: every failure leaves the API as `{ message, code?, errors? }` in Italian, never with a stack. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body } = toResponse(error as FastifyError, request);
      if (status < 500)
        request.log.info(
          { status, code: (error as FastifyError).code, message: error instanceof Error ? error.message : undefined },
          'request refused',
        );
      return sendError(reply, status, body);
    });
  },
  { name: 'errors' },
);
