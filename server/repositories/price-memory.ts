import { sql } from 'drizzle-orm';
import { PRICE_MEMORY_SIZE, type PriceMemoryQuery } from '../../contract/api/intelligence.js';
import type { PartCondition } from '../../contract/entities/quotation.js';
import type { PriceMemoryEntry, PriceMemoryOutcome } from '../../contract/entities/intelligence.js';
import type { z } from '../../contract/z.js';
import type { Db } from '../db/types.js';
import { isWonSql } from './quotation-outcome.js';

type Query = z.output<typeof PriceMemoryQuery>;

type Row = {
  quotation_id: number;
  created_at: string | Date;
  manufacturer_id: number | null;
  model: string | null;
  brand: string;
  condition: PartCondition;
  net_price: string | number;
  tax_import: number;
  discount: number | null;
  status: string;
  option_accepted: boolean;
  request_won: boolean;
};

/**
 * An option's outcome: accepted only when the customer took this very option (a won quotation's other options
 * were not chosen); a cancelled quotation was not chosen when another one won the request, expired otherwise.
 */
function outcomeOf(r: Row): PriceMemoryOutcome {
  if (r.status === 'pending') return 'pending';
  if (r.status !== 'cancelled') return r.option_accepted ? 'accepted' : 'not-chosen';
  return r.request_won ? 'not-chosen' : 'expired';
}

/**
 * "I tuoi ultimi prezzi": the dealer's last PRICE_MEMORY_SIZE options for the part, options on the same manufacturer
 * (and model, any case) first. Only this dealer's own quotations are read; the other quotations of a request only
 * tell whether one of them won.
 */
export async function priceMemory(db: Db, dealerId: number, query: Query): Promise<PriceMemoryEntry[]> {
  const manufacturer = query.manufacturer_id ?? null;
  const model = query.model?.trim().toLowerCase() || null;
  const sameMake = sql`coalesce(v.manufacturer_id = ${manufacturer}::int, false)`;
  const sameModel = sql`coalesce(lower(trim(v.model)) = ${model}::text, false)`;
  // One index range (quotation_rows_dealer_part_idx: dealer and part are copied onto the options by triggers, migration
  // 0017), then only the matching options are joined to their quotation, request and vehicle. Materialized: with an
  // index on quotations' creation time (the console's, migration 0031) the planner walked every dealer's quotations
  // newest first, probing each for this dealer's part (150,000 probes, 460 ms at 1,000,000 requests).
  const { rows } = await db.execute<Row>(sql`with options as materialized (
      select id, quotation_id, brand, condition, net_price, tax_import, discount, accepted
      from quotation_rows where dealer_id = ${dealerId} and part_id = ${query.part_id})
    select m.*,
      exists (select 1 from quotations o where o.submission_id = m.submission_id and ${isWonSql('o')}) as request_won
    from (select q.id as quotation_id, q.submission_id, q.created_at, q.status, v.manufacturer_id, v.model, qr.id as option_id,
        qr.brand, qr.condition, qr.net_price, qr.tax_import, qr.discount, qr.accepted as option_accepted,
        ${sameMake} as same_make, ${sameMake} and ${sameModel} as same_model
      from options qr
      join quotations q on q.id = qr.quotation_id
      join submissions s on s.id = q.submission_id
      join vehicles v on v.id = s.vehicle_id
      order by same_make desc, same_model desc, q.created_at desc, qr.id desc
      limit ${PRICE_MEMORY_SIZE}) m
    order by m.same_make desc, m.same_model desc, m.created_at desc, m.option_id desc`);
  return rows.map((r) => ({
    quotation_id: Number(r.quotation_id),
    created_at: new Date(r.created_at).toISOString(),
    manufacturer_id: r.manufacturer_id === null ? null : Number(r.manufacturer_id),
    model: r.model,
    brand: r.brand,
    condition: r.condition,
    net_price: Number(r.net_price),
    tax_import: Number(r.tax_import),
    discount: r.discount,
    outcome: outcomeOf(r),
  }));
}
