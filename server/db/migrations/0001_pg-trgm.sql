-- Trigram indexes for the dashboard search (substring of plate, chassis, model, names). PGlite loads the
-- extension in server/db/pglite.ts; PostgreSQL ships it (contrib, a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
