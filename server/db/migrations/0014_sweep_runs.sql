-- The last tick each periodic sweep ran at, so that N instances run it once per tick (server/shared/run-once.ts).
CREATE TABLE "sweep_runs" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"last_tick" bigint NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
