import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Shipment, ShipmentBody } from '../../contract/shipping.js';
import { errors } from '../../i18n/it/errors.js';
import { quotationNotifications } from '../../i18n/it/quotations.js';
import { shipmentStateNames, shippingMessages } from '../../i18n/it/shipping.js';
import { dealerCountersChanged } from '../cache/dealer-counters.js';
import type { Db, DbOrTx } from '../db/types.js';
import { HttpError } from '../plugins/http-error.js';
import { quotationsUpdated } from '../realtime/inbox-signals.js';
import { createNotifications } from '../repositories/notifications.js';
import { shipQuotation } from '../repositories/quotations-progress.js';
import type { Address, BookedShipment, CourierAdapter, ShipmentRequest } from './courier.js';
import { courierRefOf, dealerView, liveShipment, shipmentById, type ShipmentRow } from './records.js';

/** The payment method the customer pays the courier with ("Contrassegno", server/seed/catalog). */
const CASH_ON_DELIVERY_METHOD = 2;

type Facts = {
  status: string;
  payment_type: 'online' | 'offline' | null;
  payment_method_id: number | null;
  tracking_code: string | null;
  tracking_message: string | null;
  delivered_at: string | Date | null;
  total_price: string;
  quotation_code: string;
  author_id: number;
  submission_id: number;
};

type Party = {
  legal_name: string | null;
  name: string | null;
  surname: string | null;
  phone: string | null;
  email: string | null;
  adr_street: string | null;
  adr_house_no: string | null;
  adr_city: string | null;
  adr_zip_code: string | null;
  province: string | null;
};

export async function partyOf(db: DbOrTx, userId: number): Promise<Address> {
  const { rows } = await db.execute<Party>(sql`select u.legal_name, u.name, u.surname, u.phone, u.email, u.adr_street,
      u.adr_house_no, u.adr_city, u.adr_zip_code, p.code as province
    from users u left join provinces p on p.id = u.adr_province where u.id = ${userId}`);
  const u = rows[0];
  const name = u?.legal_name?.trim() || [u?.name, u?.surname].filter(Boolean).join(' ').trim();
  if (!u || !name || !u.adr_street || !u.adr_city || !u.adr_zip_code || !u.province)
    throw new HttpError(422, shippingMessages.addressMissing);
  return {
    name,
    street: [u.adr_street, u.adr_house_no].filter(Boolean).join(' '),
    zip: u.adr_zip_code,
    city: u.adr_city,
    province: u.province,
    phone: u.phone,
    email: u.email,
  };
}

/**
 * A paid online sale, or an accepted offline one (handed to a courier rather than collected): not yet shipped. An
 * online sale whose label was cancelled (server/shipping/cancel.ts) is complete without a code: it ships again.
 */
const shippable = (q: Facts) =>
  (q.status === 'paid' && q.payment_type === 'online') || (q.status === 'complete' && !q.delivered_at);

/**
 * An offline sale is complete from its acceptance (SPEC's statuses), an online one whose label was cancelled is complete
 * already: the shipment fills the tracking code and tells the customer, as the hand-typed tracking of an online sale
 * does, with no status to move. Once: a code already there is a 409.
 */
async function markCompleteShipped(db: Db, dealerId: number, quotationId: number, code: string, now: Date, by: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const done = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ quotation_code: string; author_id: number; submission_id: number }>(sql`
      update quotations q set tracking_code = ${code}, shipped_by = ${by}, shipped_at = ${at}, updated_at = ${at}
      from submissions s
      where q.id = ${quotationId} and q.dealer_id = ${dealerId} and s.id = q.submission_id and q.status = 'complete'
        and q.tracking_code is null and q.tracking_message is null
      returning q.quotation_code, s.author_id, q.submission_id`);
    const row = rows[0];
    if (!row) throw new HttpError(409, shippingMessages.alreadyShipped);
    await createNotifications(tx, [
      {
        userId: Number(row.author_id),
        target: { kind: 'quotation', id: quotationId },
        ...quotationNotifications.shippedToCustomer(row.quotation_code, quotationNotifications.trackingCode(code)),
      },
    ]);
    return row;
  });
  dealerCountersChanged([dealerId, Number(done.author_id)]);
  quotationsUpdated(db, [{ dealerId, id: quotationId, submission_id: Number(done.submission_id), status: 'complete' }]);
}

/** The quotation moves to Spedito with the shipment's tracking code: the same code path as a code typed by hand. */
async function fillTracking(
  db: Db,
  dealerId: number,
  quotationId: number,
  shipment: ShipmentRow,
  now: Date,
  by: number,
) {
  const { rows } = await db.execute<{ payment_type: string | null; status: string }>(
    sql`select payment_type, status from quotations where id = ${quotationId}`,
  );
  if (rows[0]?.payment_type === 'online' && rows[0].status === 'paid')
    await shipQuotation(db, dealerId, quotationId, { tracking_code: shipment.tracking_number }, now, by);
  else await markCompleteShipped(db, dealerId, quotationId, shipment.tracking_number, now, by);
}

/** Withdraws a booking the quotation could not take (someone typed a code meanwhile): at the courier, then here. */
async function withdraw(db: Db, courier: CourierAdapter, shipment: ShipmentRow, now: Date): Promise<void> {
  await db.execute(sql`update shipments set state = 'cancelled', updated_at = ${now.toISOString()}::timestamptz
    where id = ${shipment.id} and state = 'booked'`);
  await courier.cancel(courierRefOf(shipment)).catch(() => undefined);
}

/**
 * POST /quotation/{id}/shipment, "Crea etichetta" (owner or Magazzino): books the courier, stores the label and the
 * first step of the timeline, then fills the tracking code and moves the quotation to Spedito (fillTracking). One live
 * shipment per quotation (a unique index): a second or parallel call is a 409 and its booking is withdrawn. A booking
 * whose quotation step did not happen (a crash between the two) is finished by the next call instead of booking again.
 */
export async function createShipment(
  app: FastifyInstance,
  courier: CourierAdapter,
  dealerId: number,
  quotationId: number,
  body: ShipmentBody,
  now: Date,
  bookedBy: number = dealerId,
): Promise<Shipment> {
  const db = app.db;
  const { rows } = await db.execute<Facts>(sql`select q.status, q.payment_type, q.payment_method_id, q.tracking_code,
      q.tracking_message, q.delivered_at, q.total_price, q.quotation_code, s.author_id, q.submission_id
    from quotations q join submissions s on s.id = q.submission_id
    where q.id = ${quotationId} and q.dealer_id = ${dealerId}`);
  const quotation = rows[0];
  if (!quotation) throw new HttpError(404, errors.notFound);
  const live = await liveShipment(db, quotationId);
  if (live) {
    if (quotation.tracking_code || quotation.tracking_message) throw new HttpError(409, shippingMessages.alreadyBooked);
    await fillTracking(db, dealerId, quotationId, live, now, bookedBy);
    return dealerView(db, live);
  }
  if (quotation.tracking_code || quotation.tracking_message) throw new HttpError(409, shippingMessages.alreadyShipped);
  if (!shippable(quotation)) throw new HttpError(409, shippingMessages.notShippable);

  const { rows: tries } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from shipments where quotation_id = ${quotationId}`,
  );
  const cod = quotation.payment_type === 'offline' && Number(quotation.payment_method_id) === CASH_ON_DELIVERY_METHOD;
  const request: ShipmentRequest = {
    reference: quotation.quotation_code,
    // Unique per booking at the courier (BRT refuses a reference twice): the quotation, then its attempt.
    numericReference: quotationId * 100 + Number(tries[0]?.n ?? 0),
    sender: await partyOf(db, dealerId),
    recipient: await partyOf(db, Number(quotation.author_id)),
    parcels: body.parcels,
    weightKg: body.weight_kg,
    lengthCm: body.length_cm,
    widthCm: body.width_cm,
    heightCm: body.height_cm,
    pickupDate: body.pickup_date,
    codCents: cod ? Math.round(Number(quotation.total_price) * 100) : null,
    notes: body.notes ?? null,
  };
  let booked: BookedShipment;
  try {
    booked = await courier.book(request);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    app.log.error({ err: error, courier: courier.name, quotationId }, 'courier booking failed');
    throw new HttpError(502, shippingMessages.courierUnavailable);
  }

  const at = sql`${now.toISOString()}::timestamptz`;
  let shipmentId: number;
  try {
    shipmentId = await db.transaction(async (tx) => {
      const { rows: inserted } = await tx.execute<{ id: number }>(sql`insert into shipments (quotation_id, dealer_id,
          courier, state, tracking_number, courier_ref, reference, numeric_reference, label_pdf, parcels, weight_grams,
          length_cm, width_cm, height_cm, pickup_date, cod_cents, booked_by, created_at, updated_at)
        values (${quotationId}, ${dealerId}, ${courier.name}, 'booked', ${booked.trackingNumber}, ${booked.courierRef},
          ${request.reference}, ${request.numericReference}, ${booked.label}, ${body.parcels},
          ${Math.round(body.weight_kg * 1000)}, ${body.length_cm}, ${body.width_cm}, ${body.height_cm},
          ${body.pickup_date}::date, ${request.codCents}, ${bookedBy}, ${at}, ${at})
        returning id`);
      const id = Number(inserted[0].id);
      await tx.execute(sql`insert into shipment_events (shipment_id, event_key, state, description, occurred_at)
        values (${id}, 'booked', 'booked', ${shipmentStateNames.booked}, ${at})`);
      return id;
    });
  } catch (error) {
    // The unique index: a parallel "Crea etichetta" won. Its booking stands; this one is withdrawn at the courier.
    await courier
      .cancel({ ...booked, reference: request.reference, numericReference: request.numericReference, bookedAt: now })
      .catch(() => undefined);
    if (String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) === '23505')
      throw new HttpError(409, shippingMessages.alreadyBooked);
    throw error;
  }
  const shipment = (await shipmentById(db, shipmentId))!;
  try {
    await fillTracking(db, dealerId, quotationId, shipment, now, bookedBy);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) await withdraw(db, courier, shipment, now);
    throw error;
  }
  return dealerView(db, shipment);
}
