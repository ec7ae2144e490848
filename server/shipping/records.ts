import { sql } from 'drizzle-orm';
import type { CustomerShipment, Shipment, ShipmentState } from '../../contract/shipping.js';
import type { CourierName } from '../../contract/shipping.js';
import type { Db, DbOrTx } from '../db/types.js';
import type { CourierShipmentRef } from './courier.js';

/** A shipments row as the SQL answers it. */
export type ShipmentRow = {
  id: number;
  quotation_id: number;
  dealer_id: number;
  courier: CourierName;
  state: ShipmentState;
  tracking_number: string;
  courier_ref: string;
  reference: string;
  numeric_reference: string | number;
  parcels: number;
  weight_grams: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  pickup_date: string | Date;
  cod_cents: number | null;
  delivered_at: string | Date | null;
  created_at: string | Date;
};

const COLUMNS = sql`sh.id, sh.quotation_id, sh.dealer_id, sh.courier, sh.state, sh.tracking_number, sh.courier_ref,
  sh.reference, sh.numeric_reference, sh.parcels, sh.weight_grams, sh.length_cm, sh.width_cm, sh.height_cm,
  to_char(sh.pickup_date, 'YYYY-MM-DD') as pickup_date, sh.cod_cents, sh.delivered_at, sh.created_at`;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** What track and cancel need of a row. */
export const courierRefOf = (row: ShipmentRow): CourierShipmentRef => ({
  trackingNumber: row.tracking_number,
  courierRef: row.courier_ref,
  reference: row.reference,
  numericReference: Number(row.numeric_reference),
  bookedAt: new Date(row.created_at),
});

/** The quotation's live shipment (not cancelled), or null. */
export async function liveShipment(db: DbOrTx, quotationId: number, lock = false): Promise<ShipmentRow | null> {
  const { rows } = await db.execute<ShipmentRow>(sql`select ${COLUMNS} from shipments sh
    where sh.quotation_id = ${quotationId} and sh.state <> 'cancelled' ${lock ? sql`for update` : sql``}`);
  return rows[0] ?? null;
}

export async function shipmentById(db: DbOrTx, id: number, lock = false): Promise<ShipmentRow | null> {
  const { rows } = await db.execute<ShipmentRow>(
    sql`select ${COLUMNS} from shipments sh where sh.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ?? null;
}

export async function shipmentByTracking(
  db: DbOrTx,
  courier: CourierName,
  tracking: string,
): Promise<ShipmentRow | null> {
  const { rows } = await db.execute<ShipmentRow>(sql`select ${COLUMNS} from shipments sh
    where sh.courier = ${courier} and sh.tracking_number = ${tracking} order by sh.id desc limit 1`);
  return rows[0] ?? null;
}

/** The shipments a courier still moves, oldest first: what the poll asks about. */
export async function activeShipments(db: DbOrTx, courier: CourierName, limit = 500): Promise<ShipmentRow[]> {
  const { rows } = await db.execute<ShipmentRow>(sql`select ${COLUMNS} from shipments sh
    where sh.courier = ${courier} and sh.state in ('booked', 'picked-up', 'in-transit', 'out-for-delivery', 'exception')
    order by sh.id limit ${limit}`);
  return rows;
}

async function timeline(db: Db, shipmentId: number) {
  const { rows } = await db.execute<{ state: ShipmentState; description: string; occurred_at: string | Date }>(
    sql`select state, description, occurred_at from shipment_events where shipment_id = ${shipmentId}
      order by occurred_at, id`,
  );
  return rows.map((r) => ({ state: r.state, description: r.description, occurred_at: iso(r.occurred_at) ?? '' }));
}

async function customerView(db: Db, row: ShipmentRow): Promise<CustomerShipment> {
  return {
    quotation_id: Number(row.quotation_id),
    courier: row.courier,
    tracking_number: row.tracking_number,
    state: row.state,
    pickup_date: String(row.pickup_date),
    delivered_at: iso(row.delivered_at),
    events: await timeline(db, Number(row.id)),
  };
}

export async function dealerView(db: Db, row: ShipmentRow): Promise<Shipment> {
  return {
    ...(await customerView(db, row)),
    id: Number(row.id),
    parcels: Number(row.parcels),
    weight_kg: Number(row.weight_grams) / 1000,
    length_cm: Number(row.length_cm),
    width_cm: Number(row.width_cm),
    height_cm: Number(row.height_cm),
    cod_amount: row.cod_cents === null ? null : Number(row.cod_cents) / 100,
    created_at: iso(row.created_at) ?? '',
  };
}

/**
 * The latest shipment of a quotation of the dealer's (the live one, else the last cancelled); null when there is none
 * or the quotation is another dealer's (the route answers 404 for both).
 */
export async function dealerShipmentRow(db: Db, dealerId: number, quotationId: number): Promise<ShipmentRow | null> {
  const { rows } = await db.execute<ShipmentRow>(sql`select ${COLUMNS} from shipments sh
    where sh.quotation_id = ${quotationId} and sh.dealer_id = ${dealerId}
    order by (sh.state = 'cancelled'), sh.id desc limit 1`);
  return rows[0] ?? null;
}

/** The customer's own purchase only: another customer's quotation reads as none (404, never 403). */
export async function customerShipment(
  db: Db,
  customerId: number,
  quotationId: number,
): Promise<CustomerShipment | null> {
  const { rows } = await db.execute<ShipmentRow>(sql`select ${COLUMNS} from shipments sh
    join quotations q on q.id = sh.quotation_id join submissions s on s.id = q.submission_id
    where sh.quotation_id = ${quotationId} and s.author_id = ${customerId} and sh.state <> 'cancelled'
    order by sh.id desc limit 1`);
  return rows[0] ? customerView(db, rows[0]) : null;
}

export async function labelOf(db: Db, dealerId: number, quotationId: number): Promise<Buffer | null> {
  const { rows } = await db.execute<{ label_pdf: Uint8Array | Buffer; tracking_number: string }>(sql`
    select label_pdf, tracking_number from shipments where quotation_id = ${quotationId} and dealer_id = ${dealerId}
      and state <> 'cancelled' order by id desc limit 1`);
  return rows[0] ? Buffer.from(rows[0].label_pdf) : null;
}
