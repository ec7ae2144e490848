-- Uploaded files on PostgreSQL: every instance reads them from here (server/storage/database-store.ts).
CREATE TABLE "stored_files" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
