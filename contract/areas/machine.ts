import * as pay from '../api/payments.js';
import * as stock from '../api/stock.js';
import * as ship from '../shipping.js';
import * as stk from '../entities/stock.js';
import { OkResponse } from '../common.js';
import { z } from '../z.js';
import { route, get, post } from '../paths/define.js';

/** Called by machines, never by an app: health probes, the payment providers' and couriers' webhooks (verified on the raw body; a replay changes nothing), a dealer's stock import by API key. */
export const machineArea = {
  health: route(get('/health', 'public'), {
    summary: 'Il server risponde (nessun accesso al database)',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: route(get('/health/ready', 'public'), {
    summary: 'Pronto a servire: il database risponde (503 altrimenti)',
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
  }),

  // Payment providers (docs/payments-api.md): webhooks verified on the raw body; the demo provider's checkout.
  paypalWebhook: route(post('/payment/paypal/webhook', 'public'), {
    summary: 'Webhook PayPal (firma verificata)',
    body: pay.WebhookBody,
    response: OkResponse,
  }),
  stripeWebhook: route(post('/payment/stripe/webhook', 'public'), {
    summary: 'Webhook Stripe (firma verificata)',
    body: pay.WebhookBody,
    response: OkResponse,
  }),
  stripeConnectWebhook: route(post('/payment/stripe/connect/webhook', 'public'), {
    summary: 'Webhook Stripe Connect: conti e versamenti dei rivenditori (firma verificata col segreto di Connect)',
    body: pay.WebhookBody,
    response: OkResponse,
  }),
  demoWebhook: route(post('/payment/demo/webhook', 'public'), {
    summary: 'Webhook del fornitore demo (firma verificata)',
    body: pay.WebhookBody,
    response: OkResponse,
  }),
  courierWebhook: route(post('/shipping/:courier/webhook', 'public'), {
    summary: 'Webhook di un corriere (firma verificata; un evento ripetuto non cambia nulla)',
    params: ship.CourierWebhookParams,
    body: ship.CourierWebhookBody,
    response: OkResponse,
  }),
  stockMachineImport: route(post('/stock/import', 'stockKey'), {
    summary: 'Importazione automatica del magazzino con chiave API (X-Api-Key): il file è il corpo della richiesta',
    query: stock.StockMachineImportQuery,
    response: stk.StockImportResult,
  }),
} as const;
