import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DemoCheckoutBody, DemoCheckoutResponse } from '../../contract/api/payments.js';
import { apiPath, routes } from '../../contract/routes.js';
import type { z } from '../../contract/z.js';
import { errors } from '../../i18n/it/errors.js';
import { serverMessages } from '../../i18n/it/server.js';
import { HttpError } from '../plugins/http-error.js';
import { findOrder, recordPayer } from '../repositories/orders.js';
import { DEMO_SIGNATURE_HEADER, type DemoEvent, type DemoProvider } from './demo.js';
import { assertPayable } from './order-lifecycle.js';
import { SHIPPING_COUNTRY } from './provider.js';

/** Test cards of the demo form (like a provider's test mode); any other valid number is accepted. */
const DECLINED_CARDS: Record<string, string> = {
  '4000000000000002': serverMessages.cardDeclined,
  '4000000000009995': serverMessages.cardInsufficientFunds,
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card fields checked like a provider's form would: 422 with the fields at fault. */
export function checkDemoCard(body: z.output<typeof DemoCheckoutBody>, now = new Date()): string {
  const fields: Record<string, string[]> = {};
  const number = body.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) fields.card_number = [serverMessages.cardNumberInvalid];
  const expiry = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(body.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) fields.expiry = [serverMessages.cardExpiryInvalid];
  else {
    const year = expiry[2].length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
    if (Date.UTC(year, month, 1) <= now.getTime()) fields.expiry = [serverMessages.cardExpired];
  }
  if (!/^\d{3,4}$/.test(body.cvc)) fields.cvc = [serverMessages.cardCvcInvalid];
  if (Object.keys(fields).length > 0) throw new HttpError(422, errors.validation, fields);
  return number;
}

/**
 * POST /payment/demo/checkout: the demo provider "charges" the card. A payment's outcome is delivered as a
 * signed event to /api/payment/demo/webhook (the same event code as the real providers) before answering,
 * so a 'succeeded' answer means the order is already paid. A card (profile) is only checked.
 */
export async function demoCheckout(
  app: FastifyInstance,
  demo: DemoProvider,
  dealerId: number,
  body: z.output<typeof DemoCheckoutBody>,
  paidBy: number = dealerId,
): Promise<DemoCheckoutResponse> {
  const token = demo.readToken(body.client_secret);
  if (!token)
    throw new HttpError(422, serverMessages.demoTokenInvalid, { client_secret: [serverMessages.demoTokenInvalid] });
  if (token.dealerId !== dealerId) throw new HttpError(403, errors.forbidden);
  const number = checkDemoCard(body);
  if (body.shipping_country !== SHIPPING_COUNTRY)
    return { status: 'failed', message: serverMessages.shippingNotItaly, external_id: '' };
  const declined = DECLINED_CARDS[number];
  if (token.kind === 'card') {
    return declined
      ? { status: 'failed', message: declined, external_id: '' }
      : { status: 'succeeded', external_id: `demo_pm_${randomBytes(8).toString('hex')}` };
  }

  // Only the newest unpaid order of its kind, and only once: a replaced one answers 409.
  const order = await assertPayable(app.db, await findOrder(app.db, token.orderId), dealerId);
  if (order.status !== 'created')
    throw new HttpError(409, serverMessages.orderNotPayable, undefined, 'order_not_payable');
  // The person entering the card pays ("Pagato da"), whoever started the order.
  await recordPayer(app.db, order.id, dealerId, paidBy);
  // The id the demo provider issued at setup: the one payment/update accepts (finding 8).
  const externalId = order.externalId ?? '';
  const event: DemoEvent = {
    id: `evt_demo_${randomBytes(8).toString('hex')}`,
    type: declined ? 'payment.failed' : 'payment.succeeded',
    order_id: order.id,
    amount_cents: order.totalCents,
    external_id: externalId,
    ...(declined ? { reason: declined } : {}),
  };
  // The demo charged the card: in its books first, as a provider's balance has the charge before its webhook arrives.
  if (!declined) await demo.books({ kind: 'payment', externalId, orderId: order.id, amountCents: order.totalCents });
  const { body: payload, signature } = demo.signEvent(event);
  const delivered = await app.inject({
    method: 'POST',
    url: apiPath(routes.demoWebhook),
    payload,
    headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: signature },
  });
  if (delivered.statusCode !== 200) throw new Error(`demo webhook answered ${delivered.statusCode}: ${delivered.body}`);
  return declined
    ? { status: 'failed', message: declined, external_id: externalId }
    : { status: 'succeeded', external_id: externalId };
}
