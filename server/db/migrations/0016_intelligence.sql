-- Dealer intelligence: the total of a quotation as it was sent (the cheapest option of each row, VAT
-- included, plus the flat shipping with 22% VAT: contract/totals.ts). total_price is recomputed on the accepted
-- options at acceptance, so the outcome's ranks and gaps compare this one (server/repositories/quotation-outcome.ts).
ALTER TABLE "quotations" ADD COLUMN "sent_total_price" numeric(12, 2);
--> statement-breakpoint
UPDATE "quotations" q SET "sent_total_price" = (
	coalesce((select sum(best.gross) from (
		select min(round(r.net_price * 100) * r.quantity + round(round(r.net_price * 100) * r.quantity * r.tax_import / 100.0)) as gross
		from "quotation_rows" r where r.quotation_id = q.id group by r.submission_row_id) best), 0)
	+ round(q.shipping_cost_flat * 100) + round(round(q.shipping_cost_flat * 100) * 22 / 100.0)
) / 100;
