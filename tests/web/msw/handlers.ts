import { http, HttpResponse, type DefaultBodyType, type PathParams } from 'msw';
import { API_PREFIX, routes, type Body, type Reply, type RouteName, type z } from '../../../contract';
import type { ErrorCode, ErrorResponse } from '../../../contract/common';
import type { ServerDraft } from '../../../contract/api/drafts';
import { AUTH_STORAGE_KEY } from '../../../src/platform/auth/storage';
import { faqFixture, pingFixture } from '../fixtures';

type RouteOf<N extends RouteName> = (typeof routes)[N];
type Params<N extends RouteName> =
  RouteOf<N> extends { params: z.ZodType } ? z.output<RouteOf<N>['params']> : Record<string, never>;

export interface HandlerContext<N extends RouteName> {
  /** Path params as the contract parses them (ids are numbers). */
  params: Params<N>;
  /** Query string (repeated keys become arrays). */
  query: Record<string, string | string[]>;
  /** JSON body, typed by the contract (null for routes without one). */
  body: [Body<N>] extends [never] ? null : Body<N>;
  request: Request;
}

/** What a resolver may answer: the route's reply (typed by the contract) or any Response (errors). */
export type Resolver<N extends RouteName> = (
  ctx: HandlerContext<N>,
) => Reply<N> | Response | Promise<Reply<N> | Response>;

/** Every request the app made, in order (method + path + search), for assertions on URLs. */
export const requests: { method: string; url: URL; headers: Headers }[] = [];

function readQuery(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length > 1 ? values : values[0];
  }
  return query;
}

/**
 * msw handler for contract route N: URL and method come from the route table, the reply type is Reply<N>.
 * `handle('ping', () => pingFixture())`; a contract change breaks the handler at compile time.
 */
export function handle<N extends RouteName>(name: N, resolver: Resolver<N>) {
  const route = routes[name];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method]<PathParams, DefaultBodyType>(`${API_PREFIX}${route.path}`, async ({ request, params }) => {
    const url = new URL(request.url);
    requests.push({ method: route.method, url, headers: request.headers });
    const rawBody = request.method === 'GET' ? null : await request.clone().text();
    const parsedParams = 'params' in route && route.params ? route.params.parse(params) : {};
    const reply = await resolver({
      params: parsedParams as Params<N>,
      query: readQuery(url),
      // A file sent as it is (the stock upload) is no JSON: the test reads it from `request`.
      body: (rawBody && !request.headers.get('content-type')?.includes('octet-stream')
        ? JSON.parse(rawBody)
        : null) as HandlerContext<N>['body'],
      request,
    });
    return reply instanceof Response ? reply : HttpResponse.json(reply as DefaultBodyType);
  });
}

/** The API's error shape: { message, errors? } with a status. */
export function apiError(status: number, message: string, errors?: Record<string, string[]>, code?: ErrorCode) {
  return HttpResponse.json(
    { message, ...(code ? { code } : {}), ...(errors ? { errors } : {}) } satisfies ErrorResponse,
    { status },
  );
}

/**
 * The company's drafts as the server keeps them, in memory: versions, the editor, 409 on a stale version or
 * a non-editor's save. `person` is who the calls come from (the owner, user 7, unless a test says otherwise).
 */
export const draftServer = {
  drafts: new Map<number, ServerDraft>(),
  person: { id: 7, name: 'Mario Rossi' },
  reset() {
    this.drafts.clear();
    this.person = { id: 7, name: 'Mario Rossi' };
  },
};

const draftConflict = (message: string) => apiError(409, message, undefined, 'draft_conflict');

const draftHandlers = [
  handle('draftList', () => ({
    data: [...draftServer.drafts.values()].sort((a, b) => b.created_at.localeCompare(a.created_at)),
  })),
  handle('draftGet', ({ params }) => draftServer.drafts.get(params.submissionId) ?? apiError(404, 'Bozza non trovata')),
  handle('draftPut', ({ params, body }) => {
    const stored = draftServer.drafts.get(params.submissionId);
    const now = new Date().toISOString();
    if (body.version === 0) {
      if (stored) return draftConflict('Esiste già una bozza dell’azienda per questa richiesta.');
    } else if (!stored) {
      return apiError(404, 'Bozza non trovata');
    } else if (stored.editor && stored.editor.id !== draftServer.person.id) {
      return draftConflict(
        `${stored.editor.name} ha preso in carico la bozza: le tue modifiche restano in questa pagina.`,
      );
    } else if (stored.version !== body.version) {
      return draftConflict('La bozza è stata modificata nel frattempo: le tue modifiche restano in questa pagina.');
    }
    const saved: ServerDraft = {
      submission_id: params.submissionId,
      version: (stored?.version ?? 0) + 1,
      editor: draftServer.person,
      created_at: stored?.created_at ?? now,
      updated_at: now,
      body: body.body as ServerDraft['body'],
    };
    draftServer.drafts.set(params.submissionId, saved);
    return saved;
  }),
  handle('draftDelete', ({ params }) =>
    draftServer.drafts.delete(params.submissionId)
      ? { message: 'Bozza eliminata' }
      : apiError(404, 'Bozza non trovata'),
  ),
  handle('draftTakeOver', ({ params }) => {
    const stored = draftServer.drafts.get(params.submissionId);
    if (!stored) return apiError(404, 'Bozza non trovata');
    const taken = { ...stored, editor: draftServer.person, version: stored.version + 1 };
    draftServer.drafts.set(params.submissionId, taken);
    return taken;
  }),
];

/** Answers for the calls every logged-in page makes. */
export const defaultHandlers = [
  ...draftHandlers,
  handle('ping', () => pingFixture()),
  // Like the server: GET /user answers the user the token belongs to (the one the test stored).
  handle('me', () => {
    const stored = window.localStorage.getItem(AUTH_STORAGE_KEY);
    return stored
      ? JSON.parse(stored).user
      : apiError(401, 'Sessione scaduta o non valida: effettua di nuovo l’accesso.');
  }),
  handle('discovery', () => ({ faq: faqFixture() })),
  handle('logout', () => ({ message: 'Uscita effettuata.' })),
  // The dashboard's lookups and lists: empty unless a test says otherwise.
  handle('manufacturerList', () => []),
  handle('provinceList', () => []),
  handle('partList', () => []),
  handle('submissionList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
  // Electronic invoices: the wallet's list, the profile's regime, a sold quotation's invoice state.
  handle('dealerInvoices', () => []),
  // The wallet's register of credits and fees: empty unless a test says otherwise.
  handle('dealerMovements', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })),
  // The wallet's "Salda fee" card: no fee due unless a test says otherwise.
  handle('feeAmount', () => ({ order: null, orderAmount: 0 })),
  handle('dealerInvoiceMissing', () => ({ missing: [] })),
  handle('invoiceSettings', () => ({ regime_fiscale: 'RF01' as const })),
  handle('quotationInvoice', () => ({ state: 'not-invoiceable' as const, missing: [], invoice: null })),
  // Dealer intelligence: no price history unless a test says otherwise.
  handle('priceMemory', () => ({ data: [] })),
  // Faster quoting: no templates, coverage "all" unless a test says otherwise.
  handle('templateList', () => ({ data: [], total: 0, page: 1, per_page: 100, last_page: 1 })),
  handle('coverage', () => ({ manufacturers: [], categories: [] })),
  // Company accounts: the owner alone unless a test says otherwise.
  handle('staffList', () => ({ data: [], total: 0, page: 1, per_page: 100, last_page: 1 })),
  handle('stockApiKeys', () => ({ data: [] })),
  handle('staffActivity', () => ({ data: [], total: 0, page: 1, per_page: 20, last_page: 1 })),
  // The dealer's stock: no matching items unless a test says otherwise.
  handle('stockSuggestions', ({ query }) => ({
    submission_row_id: Number(query.submission_row_id),
    part_name: '',
    brand: null,
    quantity: 1,
    items: [],
  })),
  // A purchase shipped with a typed code has no courier timeline, unless a test says otherwise.
  handle('customerShipment', () => apiError(404, 'Risorsa non trovata.')),
  handle('shipment', () => apiError(409, 'Questo preventivo non ha una spedizione con etichetta.')),
  // After-sale: no return awaiting an answer, and a purchase not delivered yet, unless a test says otherwise.
  handle('dealerReturnSummary', () => ({ awaiting_answer: 0, to_receive: 0, to_refund: 0, disputes_open: 0 })),
  handle('returnPolicy', () => ({ business_return_days: 14, business_terms: null })),
  handle('customerReturnOptions', () => ({
    available: false,
    unavailable: 'not_delivered' as const,
    window_ends_at: null,
    business_buyer: false,
    business_terms: null,
    rows: [],
    return_ids: [],
  })),
  // The customer's payment of a quotation: the demo provider (its card form) unless a test says otherwise.
  handle('customerQuotationPayStart', () => ({
    provider: 'demo' as const,
    order_id: null,
    client_secret: null,
    external_id: null,
    amount: 134.2,
    stripe_public_key: null,
    paypal_client_id: null,
  })),
];
