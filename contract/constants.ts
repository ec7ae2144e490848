/** Business constants of SPEC §9, shared by the web app and the server. */
export const PING_INTERVAL_MS = 10_000;
export const MESSAGES_REFRESH_MS = 20_000;
export const CHAT_DEBOUNCE_MS = 1_000;
export const CHAT_LOAD_TIMEOUT_MS = 5_000;
export const TIMER_TICK_MS = 60_000;

export const CREDIT_OPTIONS = [50, 100, 200, 500] as const;
export const DEFAULT_CREDIT_OPTION = 50;
export const CREDIT_EURO_RATE = 1;

export const VAT_RATE_ORDERS = 22;
export const QUOTATION_VAT_RATES = [22, 10] as const;
export const DEFAULT_QUOTATION_VAT = 22;
export const SHIPPING_VAT_RATE = 22;

export const DEFAULT_SUBSCRIPTION_COST = 100;
export const DRAFTS_PER_PAGE = 8;
/** Request cards per page of /submission/list/{filter}. */
export const SUBMISSIONS_PER_PAGE = 10;
/**
 * A paged list's total is exact up to this many rows; above it the answer's total is the database's estimate and
 * total_approximate is true, and the pager says "1–10 di oltre 1.000" with previous and next only. The
 * operator console's lists and the dealer's filtered request lists (the unfiltered ones keep exact totals: per-day
 * totals and counters). At 1,000,000 requests an exact count cost 50–240 ms a page, and counting to 10,000 through a
 * filter matching a few percent of the rows (a part, a common word) read 74,000–300,000 rows (100–140 ms): forty
 * pages of 25, or a hundred of ten, is more than anyone pages through before filtering.
 */
export const EXACT_TOTAL_MAX = 1_000;

/**
 * The answer window: a request stays open for 48 hours after publication (SPEC leaves it to the server),
 * plus the time a dealer's timer spent paused (see server/domain/submission-state.ts).
 */
export const RESPONSE_WINDOW_MINUTES = 2880;
export const PAGINATION_VISIBLE_PAGES = 5;
export const STARS_MAX = 5;
/**
 * The highest total (euro, VAT and shipping included) a quotation may reach under any acceptance: with it every
 * amount derived from a quotation (totals, fees, fee orders) fits the database.
 */
export const QUOTATION_TOTAL_MAX = 10_000_000;
export const DEFAULT_OPTION_QUANTITY = 1;
export const DEFAULT_FEEDBACK_ANSWER = 0;

/** Payment method ids with a fixed meaning (SPEC §5, §3). */
export const PAYMENT_METHOD_HIDDEN_ID = 1;
export const PAYMENT_METHOD_CASH_ON_DELIVERY_ID = 2;
export const PAYMENT_METHOD_ALWAYS_ID = 4;

/** Kilometre ranges by km_count id (SPEC §9). */
export const KM_RANGES: Readonly<Record<number, string>> = {
  1: '0-25.000',
  2: '25.000-70.000',
  3: '70.000-120.000',
  4: '120.000-170.000',
  5: '170.000-200.000',
  6: '200.000+',
};
export const KM_RANGE_UNKNOWN = 'N.D.';

export function kmRangeLabel(kmCount: number | null | undefined): string {
  return (kmCount != null && KM_RANGES[kmCount]) || KM_RANGE_UNKNOWN;
}

/**
 * The `security` parameter of login, ping and discovery names the client application.
 * It is public (not a secret): it decides which role may log in from which client.
 */
export const CLIENT_KEYS = {
  'dealer-portal': 'dealer',
  'customer-app': 'customer',
  'operator-console': 'operator',
} as const;
export type ClientKey = keyof typeof CLIENT_KEYS;
export const DEALER_CLIENT_KEY: ClientKey = 'dealer-portal';

/** Quotations per page of /dealer/{dealerId}/quotation/list/{filter}. */
export const QUOTATIONS_PER_PAGE = 10;

/** Shorter searches cannot use the trigram index (see docs/performance.md): the API refuses them, the web waits. */
export const SEARCH_MIN_LENGTH = 3;

/** Working together on one request (contract/realtime.ts): an open draft is announced again this often, and a
 * colleague's tab forgets an announcement not renewed within the TTL. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_TTL_MS = 75_000;

/**
 * The apps with a page of their own: the server (server/plugins/web.ts) and the dev server (vite.config.ts)
 * answer `file` for `prefix` and every path below it; the apps' routers use `prefix` as their basename.
 */
export const APP_PAGES = {
  customer: { prefix: '/cliente', file: 'cliente.html' },
  console: { prefix: '/admin', file: 'admin.html' },
} as const;

/** Photos per requested row, and of the vehicle (a customer's new request). */
export const REQUEST_PHOTOS_MAX = 5;
