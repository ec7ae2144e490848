CREATE TABLE "submission_declines" (
	"dealer_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"reason" varchar(32) NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_declines_dealer_id_submission_id_pk" PRIMARY KEY("dealer_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" varchar(60) NOT NULL,
	"brand" varchar(100) NOT NULL,
	"condition" varchar(16) NOT NULL,
	"tax_import" numeric(5, 2) NOT NULL,
	"discount" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_manufacturers" (
	"dealer_id" integer NOT NULL,
	"manufacturer_id" integer NOT NULL,
	CONSTRAINT "dealer_manufacturers_dealer_id_manufacturer_id_pk" PRIMARY KEY("dealer_id","manufacturer_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_categories" (
	"dealer_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	CONSTRAINT "dealer_categories_dealer_id_part_id_pk" PRIMARY KEY("dealer_id","part_id")
);
--> statement-breakpoint
ALTER TABLE "submission_declines" ADD CONSTRAINT "submission_declines_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_declines" ADD CONSTRAINT "submission_declines_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_templates" ADD CONSTRAINT "dealer_templates_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_manufacturers" ADD CONSTRAINT "dealer_manufacturers_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_manufacturers" ADD CONSTRAINT "dealer_manufacturers_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_categories" ADD CONSTRAINT "dealer_categories_dealer_id_users_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_categories" ADD CONSTRAINT "dealer_categories_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_declines_submission_idx" ON "submission_declines" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_templates_name_uq" ON "dealer_templates" USING btree ("dealer_id",lower("name"));
--> statement-breakpoint
CREATE INDEX "submissions_served_list_idx" ON "submissions" USING btree ("created_at","id","deadline_at","province_id","is_outlet","manufacturer_id","part_ids") WHERE closed_at is null;
