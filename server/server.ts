import type { AddressInfo } from 'node:net';
import { serverMessages } from '../i18n/it/server.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startPgliteMaintenance } from './db/pglite-maintenance.js';
import type { Database } from './db/types.js';
import { browserUrl, requestLogTarget } from './logging.js';
import { DOCS_PREFIX } from './plugins/docs.js';
import {
  CUSTOMER_EMAIL,
  DEALER2_EMAIL,
  DEALER_EMAIL,
  DEMO_PASSWORD,
  NEW_DEALER_EMAIL,
  OPERATOR_EMAIL,
  STAFF,
} from './seed/catalog/people.js';

/** The staff of dealer@demo.example's company log in to the portal too. */
const DEMO_ACCOUNTS = [DEALER_EMAIL, DEALER2_EMAIL, NEW_DEALER_EMAIL, CUSTOMER_EMAIL, ...STAFF.map((s) => s.email)];

/** Start-up failures are the operator's to fix (folder in use, bad variable, port taken): the message, no stack. */
function fail(error: unknown, debug: boolean): never {
  const message = error instanceof Error ? error.message : String(error);
  console.error(serverMessages.startFailed(message));
  if (debug && error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail(error, false);
  }
  const debug = config.logLevel === 'debug' || config.logLevel === 'trace';

  let database: Database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl ?? undefined,
      poolMax: config.databasePoolMax,
      seed: config.seed,
      log: (line: string) => console.log(line),
    });
  } catch (error) {
    fail(error, debug);
  }

  // A person at a terminal reads pino-pretty's lines and finds each request's line in a file; elsewhere JSON lines.
  const tty = Boolean(process.stdout.isTTY);
  const requests = requestLogTarget({
    level: config.logLevel,
    setting: config.requestLog,
    tty,
    dataDir: config.dataDir,
  });
  const app = await buildApp({ config, database, logger: { pretty: tty, requests } }).catch(async (error: unknown) => {
    await database.close();
    fail(error, debug);
  });

  // The embedded database's stand-in for autovacuum (server/db/pglite-maintenance.ts).
  const stopMaintenance = startPgliteMaintenance(database, (err) => app.log.warn({ err }, 'pglite maintenance failed'));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopMaintenance();
    console.log(serverMessages.stopping(signal));
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    console.log(serverMessages.stopped);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  // Fastify logs a line per network interface on listen (a container's 192.0.2.2, say), which a browser on this
  // machine may not open: below, one line with the address to open instead.
  const level = app.log.level;
  if (['trace', 'debug', 'info'].includes(level) && !debug) app.log.level = 'warn';
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.close();
    fail(error, debug);
  } finally {
    app.log.level = level;
  }

  const { port } = app.server.address() as AddressInfo;
  const url = browserUrl({ host: config.host, port, publicUrl: config.publicUrlSet ? config.publicUrl : null });
  if (!tty) app.log.info({ url, host: config.host, port }, 'listening');
  console.log(serverMessages.listening(config.appName, url));
  console.log(serverMessages.apiDocs(`${url}${DOCS_PREFIX}`));
  if (config.seed) {
    console.log(serverMessages.demoAccounts(DEMO_PASSWORD));
    for (const email of DEMO_ACCOUNTS) console.log(`  ${email}`);
    console.log(serverMessages.operatorAccount(OPERATOR_EMAIL, `${url}/admin`));
  }
  if (requests.to === 'file') console.log(serverMessages.requestLogFile(requests.path));
}

void main();
