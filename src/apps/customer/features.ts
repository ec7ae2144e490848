import { feature as account } from '../../features/customer/account';
import { feature as notifications } from '../../features/customer/notifications';
import { feature as orders } from '../../features/customer/orders';
import { feature as requests } from '../../features/customer/requests';
import { feature as returns } from '../../features/customer/returns';

/**
 * The customer app's features (CustomerFeature), one line each: the customer app's entry
 * (src/apps/customer/main.tsx, cliente.html) derives its routes and navigation from them. Static imports: the manifests are
 * part of the app's first load (their pages are lazy), with no second round trip before the first render.
 */
export const customerFeatures = [account, requests, orders, returns, notifications];
