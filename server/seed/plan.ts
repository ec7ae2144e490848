import type { QuotationStatus } from '../../contract/entities/quotation.js';

/**
 * The story the demo data tells, fixed by hand so every state is present on every run;
 * the details (vehicles, rows, prices, times) are drawn from the seeded random generator.
 */
export type RequestKind = 'new' | 'outlet' | 'expired' | 'closed';
export type ChatState = 'read' | 'unread' | 'frozen';

export interface QuoteSpec {
  status: QuotationStatus;
  payment?: { type: 'online' | 'offline'; methodId: number };
  tracking?: 'code' | 'message';
  shippingChosen?: 'flat' | 'partial';
  cashUnlock?: boolean;
  /** The goods reached the customer: recorded by the customer ('received') or the dealer (contract/delivery.ts). */
  delivery?: 'received' | 'delivered' | 'collected';
  /** The customer's rating of the dealer (server/seed/ratings.ts): the dealers' stars are the average of these. */
  rating?: { stars: number; comment: string | null };
}

export interface RequestPlan {
  kind: RequestKind;
  /** Province code; random when absent. */
  province?: string;
  /** Index into CUSTOMERS (0 = cliente@demo.example); random when absent. */
  customer?: number;
  dealer?: QuoteSpec;
  dealer2?: QuoteSpec;
  chat?: { dealer?: ChatState; dealer2?: ChatState };
}

export const NEW_REQUESTS = 30;
export const OUTLET_REQUESTS = 10;
export const EXPIRED_REQUESTS = 20;

const pending: QuoteSpec = { status: 'pending' };
const cancelled: QuoteSpec = { status: 'cancelled' };
const online = { type: 'online', methodId: 4 } as const;

const CLOSED: RequestPlan[] = [
  {
    kind: 'closed',
    customer: 0,
    dealer: { status: 'payment-pending', payment: online, shippingChosen: 'flat' },
    chat: { dealer: 'unread' },
  },
  {
    kind: 'closed',
    dealer: { status: 'payment-pending', payment: online, shippingChosen: 'flat' },
    dealer2: cancelled,
  },
  {
    kind: 'closed',
    customer: 0,
    dealer: { status: 'paid', payment: online, shippingChosen: 'flat' },
    chat: { dealer: 'read' },
  },
  { kind: 'closed', dealer: { status: 'paid', payment: online, shippingChosen: 'partial' } },
  { kind: 'closed', dealer: { status: 'paid', payment: online, shippingChosen: 'flat' } },
  {
    kind: 'closed',
    customer: 0,
    dealer: { status: 'complete', payment: online, tracking: 'code', shippingChosen: 'flat' },
    chat: { dealer: 'read' },
  },
  {
    kind: 'closed',
    dealer: {
      status: 'complete',
      payment: online,
      tracking: 'message',
      shippingChosen: 'partial',
      delivery: 'received',
      rating: { stars: 5, comment: 'Ricambio originale, arrivato in due giorni e ben imballato.' },
    },
    dealer2: cancelled,
  },
  {
    kind: 'closed',
    customer: 0,
    dealer: { status: 'complete', payment: { type: 'offline', methodId: 2 }, shippingChosen: 'flat', cashUnlock: true },
    chat: { dealer: 'unread' },
  },
  {
    kind: 'closed',
    dealer: {
      status: 'complete',
      payment: { type: 'offline', methodId: 3 },
      shippingChosen: 'flat',
      delivery: 'collected',
      rating: { stars: 4, comment: 'Pezzo giusto, ritirato in sede; un giorno di attesa per il bonifico.' },
    },
  },
  {
    kind: 'closed',
    dealer: cancelled,
    dealer2: {
      status: 'complete',
      payment: online,
      tracking: 'code',
      shippingChosen: 'flat',
      rating: { stars: 4, comment: null },
    },
    chat: { dealer2: 'read' },
  },
];

const set = (plan: RequestPlan, patch: Partial<RequestPlan>) => Object.assign(plan, patch);

export function requestPlans(): RequestPlan[] {
  const fresh: RequestPlan[] = Array.from({ length: NEW_REQUESTS }, () => ({ kind: 'new' }));
  set(fresh[0], { customer: 0, dealer: pending, dealer2: pending, chat: { dealer: 'frozen', dealer2: 'read' } });
  set(fresh[1], { dealer: pending, dealer2: pending, chat: { dealer: 'unread' } });
  set(fresh[2], { customer: 0, dealer: pending, chat: { dealer: 'read' } });
  set(fresh[3], { dealer: pending });
  set(fresh[4], { dealer: pending });
  set(fresh[5], { customer: 0, dealer: pending });
  set(fresh[6], { dealer2: pending, chat: { dealer2: 'unread' } });
  set(fresh[7], { dealer2: pending });
  // Provinces dealer@demo.example excludes: these requests are hidden from that dealer.
  set(fresh[8], { province: 'AO' });
  set(fresh[9], { province: 'BZ' });
  set(fresh[10], { province: 'SU' });
  set(fresh[12], { customer: 0, chat: { dealer: 'unread' } });
  set(fresh[13], { chat: { dealer: 'frozen' } });

  const outlet: RequestPlan[] = Array.from({ length: OUTLET_REQUESTS }, () => ({ kind: 'outlet' }));
  set(outlet[0], { dealer: pending, chat: { dealer: 'unread' } });
  set(outlet[1], { dealer2: pending });
  set(outlet[2], { customer: 0 });

  const expired: RequestPlan[] = Array.from({ length: EXPIRED_REQUESTS }, () => ({ kind: 'expired' }));
  set(expired[0], { customer: 0, dealer: cancelled, chat: { dealer: 'read' } });
  set(expired[1], { dealer: cancelled });
  set(expired[2], { dealer: cancelled, dealer2: cancelled });
  set(expired[3], { province: 'BZ' });
  set(expired[4], { dealer2: cancelled });

  return [...fresh, ...outlet, ...expired, ...CLOSED];
}
