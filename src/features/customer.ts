import { feature as account } from './customer-account/feature';
import { feature as notifications } from './customer-notifications/feature';
import { feature as orders } from './customer-orders/feature';
import { feature as requests } from './customer-requests/feature';
import { feature as returns } from './customer-returns/feature';

/**
 * The customer app's features (`portal: 'customer'`), one line each: the customer app's entry
 * (src/customer/main.tsx, cliente.html) derives its routes and navigation from them. Static imports: the manifests are
 * part of the app's first load (their pages are lazy), with no second round trip before the first render.
 */
export const customerFeatures = [account, requests, orders, returns, notifications];
