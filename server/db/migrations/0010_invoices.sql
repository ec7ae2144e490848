ALTER TABLE "users" ADD COLUMN "regime_fiscale" varchar(4) DEFAULT 'RF01' NOT NULL;
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"issuer_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_issuer_id_year_pk" PRIMARY KEY("issuer_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"issuer_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"quotation_id" integer,
	"order_id" integer,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"issued_on" date NOT NULL,
	"file_name" varchar(40) NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"xml" bytea NOT NULL,
	"pdf" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK (("kind" = 'sale' AND "quotation_id" IS NOT NULL AND "order_id" IS NULL) OR ("kind" = 'order' AND "order_id" IS NOT NULL AND "quotation_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_quotation_uq" ON "invoices" USING btree ("quotation_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_issuer_number_uq" ON "invoices" USING btree ("issuer_id","year","number");
--> statement-breakpoint
CREATE INDEX "invoices_dealer_idx" ON "invoices" USING btree ("dealer_id","kind","id");
