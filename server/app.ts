import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDef } from '../contract/routes.js';
import type { Config } from './config.js';
import type { Database } from './db/types.js';
import type { MailTransport } from './mail/transport.js';
import { authPlugin } from './plugins/auth.js';
import { configPlugin } from './plugins/config.js';
import { dbPlugin } from './plugins/db.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin, sendError } from './plugins/errors.js';
import { errors } from '../i18n/it/errors.js';
import { invalidationPlugin } from './plugins/invalidation.js';
import { logRequestsToFile, PRETTY_TRANSPORT, QuietRequestLog, type RequestLog } from './logging.js';
import { limitsPlugin } from './plugins/limits.js';
import { mailPlugin } from './plugins/mail.js';
import { mediaRoutes, storagePlugin } from './plugins/media.js';
import { paymentsPlugin } from './plugins/payments.js';
import { realtimePlugin } from './plugins/realtime.js';
import { frameworkErrorHeaders, securityHeadersPlugin } from './plugins/security-headers.js';
import { webPlugin } from './plugins/web.js';
import { shippingPlugin } from './shipping/plugin.js';
import { apiRoutes } from './routes/index.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /**
   * false: no log. Otherwise pino at config.logLevel (or `level`), secrets redacted, to stdout (or `stream`); `pretty`:
   * readable lines for a terminal (pino-pretty, server/logging.ts); `requests`: where each request's line goes (the
   * main log unless told).
   */
  logger?:
    | false
    | {
        level?: Config['logLevel'];
        stream?: { write: (line: string) => void };
        pretty?: boolean;
        requests?: RequestLog;
      };
  /** Replaces the mail transport chosen from the config (tests). */
  mailTransport?: MailTransport;
}

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  '*.password',
  '*.password_confirmation',
  '*.old_password',
  '*.new_password',
  '*.repeat_password',
  '*.token',
  '*.client_secret',
  '*.card_number',
  '*.cvc',
];

/**
 * The whole server as one Fastify instance: external plugins, then app plugins, then routes by area under
 * /api, then /media and the SPA. The caller opens and closes the database.
 */
export async function buildApp({ config, database, logger, mailTransport }: BuildAppOptions): Promise<FastifyInstance> {
  const requests = logger === false ? undefined : (logger?.requests ?? { to: 'log' });
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: logger?.level ?? config.logLevel,
            ...(logger?.pretty && !logger.stream ? { transport: PRETTY_TRANSPORT } : { stream: logger?.stream }),
            redact: { paths: REDACT, censor: '[redacted]' },
          },
    ...(requests && requests.to !== 'log' ? { logController: new QuietRequestLog() } : {}),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // A path Fastify's router refuses before any route (a malformed or overlong parameter) still answers the API's one
    // error shape, in Italian: never its own { error, code: 'FST_…' } body.
    frameworkErrors: (error, request, reply) => {
      // Sent before any hook runs: the security headers the onSend hook would add are set here.
      reply.headers(frameworkErrorHeaders(request.headers, request.protocol));
      void sendError(reply as unknown as FastifyReply, error.statusCode ?? 400, { message: errors.validation });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A JSON API: text/plain bodies (a "simple" cross-site request type) are refused with 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('apiRoutes', [] as RouteDef[]);
  if (requests?.to === 'file') logRequestsToFile(app, requests.path);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { database });
  await app.register(limitsPlugin, {});
  await app.register(invalidationPlugin);
  await app.register(storagePlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(docsPlugin, { appName: config.appName });
  await app.register(authPlugin);
  await app.register(mailPlugin, {
    transport: mailTransport,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  await app.register(realtimePlugin, { redisUrl: config.redisUrl, allowedOrigins: config.allowedOrigins });
  await app.register(paymentsPlugin, {});
  await app.register(shippingPlugin, {});

  await app.register(apiRoutes);
  await app.register(mediaRoutes, { dataDir: config.dataDir });
  await app.register(webPlugin, { webDir: config.webDir, serveWeb: config.serveWeb });
  return app;
}
