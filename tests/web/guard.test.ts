import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../contract';
import { guardRedirect } from '../../src/authProvider/guard';
import { leafRoutes } from '../../src/routing/routeTable';
import { dealerWith } from './fixtures';

type State = 'anonymous' | 'null' | SubscriptionStatus;
const STATES: State[] = ['anonymous', 'null', ...SUBSCRIPTION_STATUSES];

const D = '/dashboard';
const R = '/register';
const L = '/';
const stay = null;

/**
 * SPEC §2 guard rules, written out per route class and state (anonymous = no stored user).
 * Columns: anonymous, null, created, processing, active, canceled, ended, error, pending.
 */
const MATRIX: Record<string, (string | null)[]> = {
  '/': [stay, R, D, D, D, D, D, D, D],
  '/password-recovery': [stay, R, stay, stay, stay, stay, stay, stay, stay],
  '/register': [L, stay, stay, stay, stay, stay, stay, stay, stay],
  '/subscription-payment': [L, stay, stay, stay, D, stay, stay, stay, D],
  '/thank-you/subscription': [L, stay, stay, stay, stay, stay, stay, stay, stay],
  '/thank-you/credits': [L, R, stay, stay, stay, stay, stay, stay, stay],
  '/thank-you/fee': [L, R, stay, stay, stay, stay, stay, stay, stay],
  '/dashboard': [L, R, stay, stay, stay, stay, stay, stay, stay],
  '/dashboard/archived': [L, R, stay, stay, stay, stay, stay, stay, stay],
  '/wallet': [L, R, stay, stay, stay, stay, stay, stay, stay],
  '/faq': [L, R, stay, stay, stay, stay, stay, stay, stay],
  '/pagina-che-non-esiste': [L, R, stay, stay, stay, stay, stay, stay, stay],
};

function userFor(state: State) {
  if (state === 'anonymous') return null;
  return dealerWith(state === 'null' ? null : state);
}

describe('guardRedirect: every subscription state × every route class', () => {
  const cases = Object.entries(MATRIX).flatMap(([path, row]) => STATES.map((state, i) => ({ path, state, expected: row[i] })));

  it.each(cases)('$state at $path → $expected', ({ path, state, expected }) => {
    expect(guardRedirect(path, userFor(state))).toBe(expected);
  });

  it('treats a trailing slash as the same page', () => {
    expect(guardRedirect('/subscription-payment/', dealerWith('active'))).toBe(D);
    expect(guardRedirect('/register/', dealerWith(null))).toBe(null);
    expect(guardRedirect('/password-recovery/', null)).toBe(null);
  });

  it('does not take a look-alike path for an exception', () => {
    expect(guardRedirect('/thank-you/subscription-extra', dealerWith(null))).toBe(R);
    expect(guardRedirect('/register/step-2', dealerWith(null))).toBe(R);
  });
});

describe('route table agrees with the guard', () => {
  it.each(leafRoutes())('$path is $access', ({ path, access }) => {
    const concrete = path.replace(':id', '1');
    const anonymous = guardRedirect(concrete, null);
    const withoutSubscription = guardRedirect(concrete, dealerWith(null));
    if (access === 'public') expect(anonymous).toBeNull();
    else expect(anonymous).toBe(L);
    if (access === 'subscriber') expect(withoutSubscription).toBe(R);
    if (access === 'noSubscription') expect(withoutSubscription).toBeNull();
  });
});
