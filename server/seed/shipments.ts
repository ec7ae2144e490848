import { sql } from 'drizzle-orm';
import { shipmentStateNames } from '../../i18n/it/shipping.js';
import { partyOf } from '../shipping/book.js';
import { shippingLabelPdf } from '../shipping/label.js';
import type { Accounts } from './accounts.js';
import type { SeedContext } from './context.js';

/** The demo courier's default step (DEMO_COURIER_STEP_SECONDS): the seeded parcel is two steps along at seed time. */
const STEP_MS = 20_000;

/**
 * One shipped purchase of the demo customer from the demo dealer, booked with the demo courier and part-way
 * ("In transito"): its label, its timeline so far, its tracking number on the quotation. Its event ids are the demo
 * courier's own, so the running server's poll continues it (In consegna, Consegnato) without repeating a step. No
 * random draw: the rest of the seed stays as it was.
 */
export async function seedShipments(ctx: SeedContext, accounts: Accounts): Promise<number> {
  const { tx, now } = ctx;
  const { rows } = await tx.execute<{ id: number; quotation_code: string; author_id: number }>(sql`
    select q.id, q.quotation_code, s.author_id from quotations q join submissions s on s.id = q.submission_id
    where q.dealer_id = ${accounts.dealer} and q.status = 'complete' and q.payment_type = 'online'
      and q.tracking_code is not null and q.delivered_at is null
    order by (s.author_id = ${accounts.customers[0]}) desc, q.id desc limit 1`);
  const quotation = rows[0];
  if (!quotation) return 0;
  const tracking = `RHD${String(4_200_000_000 + Number(quotation.id)).padStart(10, '0')}`;
  const bookedAt = new Date(now.getTime() - 2 * STEP_MS);
  const pickupDate = bookedAt.toISOString().slice(0, 10);
  const request = {
    reference: quotation.quotation_code,
    numericReference: Number(quotation.id) * 100,
    sender: await partyOf(tx, accounts.dealer),
    recipient: await partyOf(tx, Number(quotation.author_id)),
    parcels: 1,
    weightKg: 3.5,
    lengthCm: 40,
    widthCm: 30,
    heightCm: 20,
    pickupDate,
    codCents: null,
    notes: null,
  };
  const label = await shippingLabelPdf(request, tracking);
  const at = (ms: number) => sql`${new Date(bookedAt.getTime() + ms).toISOString()}::timestamptz`;
  const { rows: inserted } = await tx.execute<{ id: number }>(sql`insert into shipments (quotation_id, dealer_id,
      courier, state, tracking_number, courier_ref, reference, numeric_reference, label_pdf, parcels, weight_grams,
      length_cm, width_cm, height_cm, pickup_date, cod_cents, booked_by, created_at, updated_at)
    values (${quotation.id}, ${accounts.dealer}, 'demo', 'in-transit', ${tracking}, ${tracking}, ${request.reference},
      ${request.numericReference}, ${label}, 1, 3500, 40, 30, 20, ${pickupDate}::date, null, ${accounts.dealer},
      ${at(0)}, ${at(2 * STEP_MS)})
    returning id`);
  const id = Number(inserted[0].id);
  // recorded_at too: the seed repeats to the byte with the same clock.
  await tx.execute(sql`insert into shipment_events (shipment_id, event_key, state, description, occurred_at, recorded_at)
    values (${id}, 'booked', 'booked', ${shipmentStateNames.booked}, ${at(0)}, ${at(0)}),
    (${id}, ${`demo:${tracking}:1`}, 'picked-up', ${shipmentStateNames['picked-up']}, ${at(STEP_MS)}, ${at(STEP_MS)}),
    (${id}, ${`demo:${tracking}:2`}, 'in-transit', ${shipmentStateNames['in-transit']}, ${at(2 * STEP_MS)}, ${at(2 * STEP_MS)})`);
  await tx.execute(
    sql`update quotations set tracking_code = ${tracking}, tracking_message = null where id = ${quotation.id}`,
  );
  return 1;
}
