-- The customer app: a customer rates the dealer of a bought, shipped quotation, once (the unique index
-- makes a second rating, even a parallel one, a 409); users.dealer_stars becomes the average of the dealer's ratings.
CREATE TABLE "dealer_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_ratings_stars_ck" CHECK ("stars" BETWEEN 1 AND 5)
);--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD CONSTRAINT "dealer_ratings_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD CONSTRAINT "dealer_ratings_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_ratings" ADD CONSTRAINT "dealer_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_ratings_quotation_uq" ON "dealer_ratings" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "dealer_ratings_dealer_idx" ON "dealer_ratings" USING btree ("dealer_id");
