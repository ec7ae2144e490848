CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(16) NOT NULL,
	"customer_id" text,
	"payment_method_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "settled_by" varchar(8);--> statement-breakpoint
ALTER TABLE "order_rows" ADD COLUMN "fee_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credits" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fees_quotation_uq" ON "fees" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "order_rows_order_idx" ON "order_rows" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_external_idx" ON "orders" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "subscriptions_external_idx" ON "subscriptions" USING btree ("provider","external_id");