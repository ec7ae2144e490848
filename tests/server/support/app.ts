import type { FastifyInstance } from 'fastify';
import type { ClientKey } from '../../../contract/constants.js';
import { apiPath, routes } from '../../../contract/routes.js';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import type { Database } from '../../../server/db/types.js';
import { apiClient, injectTransport, type ApiClient } from '../../support/apiClient.js';
import { freshDatabase } from './db.js';

export const DEMO_PASSWORD = 'demo1234';

export interface TestApp {
  app: FastifyInstance;
  database: Database & { dataDir: string };
  /** Logs in through the API and answers the bearer token. */
  login: (email: string, password?: string, security?: ClientKey) => Promise<string>;
  /** The shared typed client (tests/support/apiClient.ts) over inject, calling as `token` (anonymous without one). */
  client: (token?: string | null) => ApiClient;
  close: () => Promise<void>;
}

/** A real app on a fresh migrated and seeded database of its own (one per test file). */
export async function testApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await freshDatabase();
  // No background courier poll: a test that needs it calls the poll with its own clock (tests/server/shipping.test.ts).
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    SHIPPING_POLL: 'false',
    ...env,
  });
  const app = await buildApp({ config, database, logger: process.env.TEST_LOG === '1' ? { level: 'error' } : false });
  await app.ready();
  return {
    app,
    database,
    async login(email, password = DEMO_PASSWORD, security = 'dealer-portal') {
      const answer = await app.inject({
        method: 'POST',
        url: apiPath(routes.login),
        payload: { email, password, security },
      });
      if (answer.statusCode !== 200) throw new Error(`login ${email} failed: ${answer.statusCode} ${answer.body}`);
      return answer.json<{ token: string }>().token;
    },
    client: (token = null) => apiClient(injectTransport(app), token),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
