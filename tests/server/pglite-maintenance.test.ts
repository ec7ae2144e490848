import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainPglite } from '../../server/db/pglite-maintenance.js';
import { testApp, type TestApp } from './support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const deadTuples = async (table: string) => {
  await t.database.query('select pg_stat_force_next_flush()');
  return Number(
    (
      (await t.database.query(`select n_dead_tup as n from pg_stat_user_tables where relname = '${table}'`)) as {
        n: number;
      }[]
    )[0].n,
  );
};

describe.runIf(process.env.TEST_DATABASE_URL === undefined)(
  'embedded database maintenance (PGlite has no autovacuum)',
  () => {
    it('vacuums a table once deleted rows pass the autovacuum threshold, and leaves quiet tables alone', async () => {
      await t.database.query(
        `insert into notifications (user_id, title, text) select 1, 'x', 'y' from generate_series(1, 300)`,
      );
      await t.database.query(`delete from notifications where title = 'x'`);
      expect(await deadTuples('notifications')).toBeGreaterThanOrEqual(300);
      const done = await maintainPglite(t.database);
      expect(done).toContainEqual({ name: 'notifications', vacuum: true, analyze: true });
      expect(done.map((d) => d.name)).not.toContain('provinces');
      expect(await deadTuples('notifications')).toBe(0);
      expect(await maintainPglite(t.database)).toEqual([]);
    });
  },
);
