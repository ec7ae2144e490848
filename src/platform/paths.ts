/** Every path of SPEC §2, named once; links and redirects use these, never literals. */
export const paths = {
  login: '/',
  passwordRecovery: '/password-recovery',
  register: '/register',
  dashboard: '/dashboard',
  dashboardExpired: '/dashboard/expired',
  dashboardOutlet: '/dashboard/outlet',
  dashboardDraft: '/dashboard/draft',
  dashboardSent: '/dashboard/sent',
  dashboardFulfilled: '/dashboard/fulfilled',
  /** The spec's "dashboard-archived" route. */
  dashboardArchived: '/dashboard/archived',
  /** "Rifiutate", the declined requests still open, to restore (not a tab: no counter in the ping). */
  dashboardDeclined: '/dashboard/declined',
  subscriptionPayment: '/subscription-payment',
  purchaseCredits: '/purchase-credits',
  payFee: '/pay-fee',
  wallet: '/wallet',
  messages: '/messages',
  notifications: '/notifications',
  feedback: '/feedback/:id',
  profile: '/profile',
  faq: '/faq',
  /** The dealer's statistics ("Statistiche"). */
  analytics: '/analytics',
  /** The dealer's stock and price list ("Magazzino"). */
  stock: '/magazzino',
  /** The customers' returns of the dealer's sales ("Resi"). */
  returns: '/resi',
  /** The dealer's online sales and payouts ("Incassi"), and the demo provider's activation page. */
  settlement: '/incassi',
  settlementActivate: '/incassi/attiva',
  thankYouSubscription: '/thank-you/subscription',
  thankYouCredits: '/thank-you/credits',
  thankYouFee: '/thank-you/fee',
  components: '/components',
  /** The one-time link of a company account's invitation. */
  invitation: '/invito/:token',
} as const;

export const THANK_YOU_SLUGS = ['subscription', 'credits', 'fee'] as const;
export type ThankYouSlug = (typeof THANK_YOU_SLUGS)[number];

export const thankYouPath = (slug: ThankYouSlug) => `/thank-you/${slug}` as const;
export const feedbackPath = (id: number | string) => `/feedback/${encodeURIComponent(String(id))}`;
