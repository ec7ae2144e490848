import type { Page } from 'playwright-core';
import { QUOTATION_FILTER_STATUSES, type QuotationFilter, type QuotationStatus } from '../../../contract';
import { feedbackPath, paths } from '../../../src/platform/paths';

/** Who looks at the screen: a visitor, dealer@demo.example (subscribed) or nuovo@demo.example (no subscription). */
export type Role = 'visitor' | 'dealer' | 'newDealer';

/** Ids from the demo data, read through the API once the dealer is logged in. */
export interface DemoIds {
  /** A pending request with row photos and a registration document; an expired one. */
  submission: number;
  expiredSubmission: number;
  /** Per quotation list, the first quotation of each status on its first page. */
  quotations: Record<QuotationFilter, Partial<Record<QuotationStatus, number>>>;
  /** A paid online quotation without tracking: its detail offers CONFERMA SPEDIZIONE (null if none). */
  trackable: number | null;
  /** A conversation whose vehicle has a registration document. */
  conversation: string;
}

export interface Screen {
  name: string;
  role: Role;
  url: (ids: DemoIds) => string;
  /** Waits for what the screen shows once loaded, beyond the generic wait (h1 present, no loading indicator). */
  ready?: (page: Page) => Promise<void>;
}

type PathName = keyof typeof paths;
const at = (url: string) => () => url;

/**
 * On a wider screen the dashboard's Filtri fields are MUI (src/domain/dashboard/FiltersEditor.tsx), loaded behind
 * the MUI boundary after the first screen, with inert boxes meanwhile: wait for the real fields (the multi-selects,
 * the 'Dal' picker), so the walk meets them. On a phone they are native fields, there with the panel.
 */
async function withFilterFields(page: Page) {
  const panel = page.getByRole('region', { name: 'Filtri' });
  const unfolded = await panel.getByRole('button', { name: 'Nascondi i campi' }).isVisible();
  if (!unfolded || (page.viewportSize()?.width ?? 1440) < 600) return;
  await panel.getByRole('group', { name: 'Dal' }).waitFor();
  for (const name of ['Marca', 'Tipo di ricambio', 'Provincia'])
    await panel.getByRole('combobox', { name, exact: true }).waitFor();
}
const dashboardScreen = (name: string, url: Screen['url'], ready?: Screen['ready']): Screen => ({
  name,
  role: 'dealer',
  url,
  ready: async (page) => {
    await withFilterFields(page);
    await ready?.(page);
  },
});
const requestDetail = async (page: Page) => {
  await page.getByRole('heading', { name: 'Ricambi richiesti' }).waitFor();
};
/** A quotation list, then its detail for each status the list shows (contract QUOTATION_FILTER_STATUSES). */
const quotationScreens = (filter: QuotationFilter, path: string): Screen[] => [
  dashboardScreen(`${path} (list)`, at(path)),
  ...QUOTATION_FILTER_STATUSES[filter].map((status) =>
    dashboardScreen(
      `${path} (quotation ${status})`,
      (ids) => {
        const id = ids.quotations[filter][status];
        if (id === undefined)
          throw new Error(`no ${status} quotation on the first page of the ${filter} list in the demo data`);
        return `${path}?id=${id}`;
      },
      async (page) => {
        await page.getByRole('article', { name: /^Preventivo / }).waitFor();
      },
    ),
  ),
];

/**
 * Every path of the route table (src/platform/paths.ts, SPEC §2) with the visits that cover it: typed as a Record,
 * so adding a path without saying how to check it fails to compile (and the test re-checks at run time).
 */
export const screensByPath: Record<PathName, Screen[]> = {
  login: [{ name: 'login', role: 'visitor', url: at(paths.login) }],
  passwordRecovery: [{ name: 'password recovery', role: 'visitor', url: at(paths.passwordRecovery) }],
  register: [{ name: 'register', role: 'newDealer', url: at(paths.register) }],
  // A link no longer valid: the page says so (the valid link is walked by tests/e2e/team.test.ts).
  invitation: [{ name: 'invitation, link not valid', role: 'visitor', url: at(`/invito/${'x'.repeat(43)}`) }],
  dashboard: [
    dashboardScreen('dashboard: new requests', at(paths.dashboard)),
    dashboardScreen('dashboard: a request open', (ids) => `${paths.dashboard}?id=${ids.submission}`, requestDetail),
  ],
  dashboardExpired: [
    dashboardScreen('dashboard: expired', at(paths.dashboardExpired)),
    dashboardScreen(
      'dashboard: an expired request open',
      (ids) => `${paths.dashboardExpired}?id=${ids.expiredSubmission}`,
      requestDetail,
    ),
  ],
  dashboardOutlet: [dashboardScreen('dashboard: outlet', at(paths.dashboardOutlet))],
  dashboardDraft: [
    // Bozze has no search and no filters: nothing to bring first.
    {
      name: 'dashboard: drafts (one saved)',
      role: 'dealer',
      url: at(paths.dashboardDraft),
      ready: async (page) => {
        await page.getByRole('region', { name: 'Bozze di preventivo' }).waitFor();
      },
    },
  ],
  dashboardSent: quotationScreens('pending', paths.dashboardSent),
  dashboardFulfilled: quotationScreens('accepted', paths.dashboardFulfilled),
  dashboardArchived: quotationScreens('cancelled', paths.dashboardArchived),
  // "Richieste rifiutate": the demo dealer's declines, or the empty state.
  dashboardDeclined: [{ name: 'declined requests', role: 'dealer', url: at(paths.dashboardDeclined) }],
  subscriptionPayment: [{ name: 'subscription payment', role: 'newDealer', url: at(paths.subscriptionPayment) }],
  purchaseCredits: [{ name: 'purchase credits', role: 'dealer', url: at(paths.purchaseCredits) }],
  payFee: [{ name: 'pay fee', role: 'dealer', url: at(paths.payFee) }],
  wallet: [{ name: 'wallet', role: 'dealer', url: at(paths.wallet) }],
  messages: [
    { name: 'messages', role: 'dealer', url: at(paths.messages) },
    {
      name: 'messages: a conversation open',
      role: 'dealer',
      url: (ids) => `${paths.messages}?id=${encodeURIComponent(ids.conversation)}`,
      ready: async (page) => {
        await page.getByRole('log', { name: 'Messaggi della chat' }).waitFor();
      },
    },
  ],
  notifications: [{ name: 'notifications', role: 'dealer', url: at(paths.notifications) }],
  feedback: [
    {
      name: 'feedback questionnaire',
      role: 'dealer',
      url: (ids) => feedbackPath(Object.values(ids.quotations.accepted)[0] ?? 1),
      ready: async (page) => {
        await page.getByRole('button', { name: 'Invia' }).waitFor();
      },
    },
  ],
  profile: [{ name: 'profile', role: 'dealer', url: at(paths.profile) }],
  faq: [{ name: 'faq', role: 'dealer', url: at(paths.faq) }],
  // "Resi": the tabs with their counts, the filters, the demo dealer's returns (a table at a desk, cards on a phone),
  // then one return open beside them with its steps.
  returns: [
    {
      name: 'returns (Resi)',
      role: 'dealer',
      url: at(paths.returns),
      ready: async (page) => {
        await page.getByRole('group', { name: 'Stato dei resi' }).waitFor();
        await page
          .getByRole('link', { name: /^Apri il reso del preventivo / })
          .first()
          .waitFor();
      },
    },
    {
      name: 'returns (Resi): a return open',
      role: 'dealer',
      url: at(`${paths.returns}?state=requested`),
      ready: async (page) => {
        await page
          .getByRole('link', { name: /^Apri il reso del preventivo / })
          .first()
          .click();
        await page.getByRole('article', { name: /^Reso del preventivo / }).waitFor();
      },
    },
  ],
  stock: [
    {
      name: 'stock (Magazzino)',
      role: 'dealer',
      url: at(paths.stock),
      ready: async (page) => {
        // The last part of the page: the link to the API keys, which live in the owner's profile.
        await page.getByRole('link', { name: /Le chiavi API .* sono nel Profilo/ }).waitFor();
      },
    },
  ],
  settlement: [
    {
      name: 'settlement /incassi',
      role: 'dealer',
      url: at(paths.settlement),
      ready: async (page) => {
        // The demo dealer's payouts, the last part of the page, with the seed's paid payout.
        await page
          .getByRole('heading', { name: /^Versamento n\. \d+ del / })
          .first()
          .waitFor();
      },
    },
  ],
  // The demo dealer's account is active already: the page says so and leads back.
  settlementActivate: [{ name: 'settlement /incassi/attiva', role: 'dealer', url: at(paths.settlementActivate) }],
  analytics: [
    {
      name: 'statistics',
      role: 'dealer',
      url: at(paths.analytics),
      ready: async (page) => {
        await page.getByRole('heading', { name: 'In sintesi' }).waitFor();
        await page.getByRole('group', { name: 'Dal' }).waitFor();
        // The charts load on demand; the walk must see them drawn, since a chart could add focus stops.
        await page
          .getByRole('img', { name: /: grafico;/ })
          .first()
          .locator('svg')
          .first()
          .waitFor();
      },
    },
  ],
  thankYouSubscription: [{ name: 'thank you: subscription', role: 'newDealer', url: at(paths.thankYouSubscription) }],
  thankYouCredits: [{ name: 'thank you: credits', role: 'dealer', url: at(paths.thankYouCredits) }],
  thankYouFee: [{ name: 'thank you: fee', role: 'dealer', url: at(paths.thankYouFee) }],
  components: [{ name: 'components showcase', role: 'dealer', url: at(paths.components) }],
};

/** Outside the table: the 404 page (a visitor of an unknown path is sent to login, covered above). */
export const otherScreens: Screen[] = [{ name: '404', role: 'dealer', url: at('/pagina-che-non-esiste') }];
