-- The courier loop: a quotation's shipment booked with a courier ("Crea etichetta"), its label, and the events the
-- courier reported (polled or pushed). A shipment is its own record beside the quotation, with its own state machine
-- (server/domain/shipment-state.ts). One live shipment per quotation: a cancelled one may be followed by another.
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL REFERENCES "quotations"("id"),
	"dealer_id" integer NOT NULL REFERENCES "users"("id"),
	"courier" varchar(16) NOT NULL,
	"state" varchar(24) NOT NULL,
	"tracking_number" text NOT NULL,
	"courier_ref" text NOT NULL,
	"reference" text NOT NULL,
	"numeric_reference" bigint NOT NULL,
	"label_pdf" bytea NOT NULL,
	"parcels" integer NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"pickup_date" date NOT NULL,
	"cod_cents" integer,
	"booked_by" integer REFERENCES "users"("id") ON DELETE set null,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_courier_ck" CHECK ("courier" IN ('demo', 'brt')),
	CONSTRAINT "shipments_state_ck" CHECK ("state" IN ('booked', 'picked-up', 'in-transit', 'out-for-delivery', 'delivered', 'exception', 'cancelled')),
	CONSTRAINT "shipments_parcels_ck" CHECK ("parcels" BETWEEN 1 AND 20)
);--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_quotation_uq" ON "shipments" ("quotation_id") WHERE "state" <> 'cancelled';--> statement-breakpoint
-- What the poll reads: the shipments a courier still moves.
CREATE INDEX "shipments_active_idx" ON "shipments" ("courier", "id")
  WHERE "state" IN ('booked', 'picked-up', 'in-transit', 'out-for-delivery', 'exception');--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" ("courier", "tracking_number");--> statement-breakpoint
-- The timeline: each courier event once (its id is the courier's, or the demo courier's step), so a replay is a no-op.
CREATE TABLE "shipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL REFERENCES "shipments"("id"),
	"event_key" text NOT NULL,
	"state" varchar(24) NOT NULL,
	"description" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_key_uq" UNIQUE("shipment_id", "event_key")
);--> statement-breakpoint
CREATE INDEX "shipment_events_timeline_idx" ON "shipment_events" ("shipment_id", "occurred_at", "id");--> statement-breakpoint
-- The courier's "Consegnato" is a delivery record of its own kind, beside the customer's and the dealer's.
ALTER TABLE "quotations" DROP CONSTRAINT "quotations_delivery_kind_check";--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_delivery_kind_check"
  CHECK ("delivery_kind" in ('received', 'delivered', 'collected', 'courier'));
