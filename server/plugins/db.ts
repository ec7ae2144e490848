import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerDatabase } from '../cache/database-sharing.js';
import type { Database, Db } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle query API over PGlite or PostgreSQL. */
    db: Db;
    database: Database;
  }
}

/** Makes the opened database available to every route; its life (open, close) belongs to the caller of buildApp. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    // The caches (server/cache) trust their reads longer when no other process can write.
    registerDatabase(opts.database.db, opts.database.kind);
  },
  { name: 'db' },
);
