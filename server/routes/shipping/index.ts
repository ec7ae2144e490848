import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../../contract/routes.js';
import { errors } from '../../../i18n/it/errors.js';
import { shippingMessages } from '../../../i18n/it/shipping.js';
import { HttpError } from '../../plugins/http-error.js';
import { createShipment } from '../../shipping/book.js';
import { cancelShipment } from '../../shipping/cancel.js';
import { customerShipment, dealerShipmentRow, dealerView, labelOf } from '../../shipping/records.js';
import { defineRoute } from '../define-route.js';
import courierWebhookRoutes from './webhook.js';

/** The courier loop: "Crea etichetta", the label, the timelines; the couriers' webhook in its own plugin (raw bodies). */
export default async function shippingRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    routes.shipmentCreate,
    ({ user, params, body }) =>
      createShipment(app, app.shipping.courier, user.id, params.id, body, new Date(), user.actorId),
    { status: 201 },
  );

  /** No shipment: 409 on the dealer's own quotation (it exists, it has no label yet), 404 on anyone else's. */
  const noShipment = async (dealerId: number, quotationId: number): Promise<never> => {
    const own = await app.db.execute(
      sql`select 1 from quotations where id = ${quotationId} and dealer_id = ${dealerId}`,
    );
    throw own.rows.length > 0 ? new HttpError(409, shippingMessages.noShipment) : new HttpError(404, errors.notFound);
  };

  defineRoute(app, routes.shipment, async ({ db, user, params }) => {
    const row = await dealerShipmentRow(db, user.id, params.id);
    return row ? dealerView(db, row) : noShipment(user.id, params.id);
  });

  defineRoute(app, routes.shipmentLabel, async ({ db, user, params, reply }) => {
    const label = (await labelOf(db, user.id, params.id)) ?? (await noShipment(user.id, params.id));
    reply.type('application/pdf');
    reply.header('content-disposition', `attachment; filename="etichetta-${params.id}.pdf"`);
    reply.header('cache-control', 'no-store');
    // Fastify sends a Buffer as it is: the contract's string only documents the file.
    return label as unknown as string;
  });

  defineRoute(app, routes.shipmentCancel, ({ user, params }) => cancelShipment(app, user.id, params.id, new Date()));

  defineRoute(app, routes.customerShipment, async ({ db, user, params }) => {
    const shipment = await customerShipment(db, user.id, params.id);
    if (!shipment) throw new HttpError(404, errors.notFound);
    return shipment;
  });

  await app.register(courierWebhookRoutes);
}
