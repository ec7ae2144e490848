-- The customer pays an accepted online quotation through the payment provider. Its provider payment is an
-- orders row of condition 'customer' (dealer_id: the account that pays, here the customer) naming the quotation.
-- At most one payable (created or pending) order per quotation, whatever the instances and tabs do: a second start
-- reuses it (server/payments/customer-checkout.ts, under the quotation's row lock).
ALTER TABLE "orders" ADD COLUMN "quotation_id" integer REFERENCES "quotations"("id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quotation_open_uq" ON "orders" ("quotation_id") WHERE "quotation_id" IS NOT NULL AND "status" IN ('created', 'pending');
