import type { FastifyInstance } from 'fastify';
import type { ClientKey } from '../../../contract/constants.js';
import { buildApp } from '../../../server/app.js';
import { loadConfig } from '../../../server/config.js';
import type { Database } from '../../../server/db/types.js';
import { apiClient, DEMO_PASSWORD, injectTransport, type ApiClient } from '../../support/apiClient.js';
import { freshDatabase } from './db.js';

export { DEMO_PASSWORD };

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
  const client = (token: string | null = null) => apiClient(injectTransport(app), token);
  return {
    app,
    database,
    async login(email, password = DEMO_PASSWORD, security = 'dealer-portal') {
      const answer = await client().login(email, security, password);
      if (answer.status !== 200) throw new Error(`login ${email} failed: ${answer.status} ${answer.text}`);
      return answer.body.token;
    },
    client,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
