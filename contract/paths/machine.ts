import { get, post, type RouteTable } from './define.js';

/** Called by machines, never by an app: health probes, the payment providers' and couriers' webhooks (verified on the raw body; a replay changes nothing), a dealer's stock import by API key. */
export const machinePaths = {
  health: get('/health', 'public'),
  ready: get('/health/ready', 'public'),
  paypalWebhook: post('/payment/paypal/webhook', 'public'),
  stripeWebhook: post('/payment/stripe/webhook', 'public'),
  stripeConnectWebhook: post('/payment/stripe/connect/webhook', 'public'),
  demoWebhook: post('/payment/demo/webhook', 'public'),
  courierWebhook: post('/shipping/:courier/webhook', 'public'),
  stockMachineImport: post('/stock/import', 'stockKey'),
} as const satisfies RouteTable;
