import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../contract';
import { guardRedirect } from '../../src/apps/dealer/guard';
import { nextFromLocation, safeNextPath } from '../../src/platform/auth/nextPath';
import { leafRoutes } from '../../src/apps/dealer/routeTable';
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
  const cases = Object.entries(MATRIX).flatMap(([path, row]) =>
    STATES.map((state, i) => ({ path, state, expected: row[i] })),
  );

  it.each(cases)('$state at $path → $expected', ({ path, state, expected }) => {
    // Logged out, the login page keeps the intended path in ?next=.
    const loginFor = `/?next=${encodeURIComponent(path.replace(/\/+$/, ''))}`;
    expect(guardRedirect(path, userFor(state))).toBe(expected === L && state === 'anonymous' ? loginFor : expected);
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

describe('a deep link opened logged out', () => {
  it('keeps the path and its query in ?next=', () => {
    expect(guardRedirect('/dashboard/sent', null, '?id=7')).toBe('/?next=%2Fdashboard%2Fsent%3Fid%3D7');
  });

  it('safeNextPath accepts only paths of this app', () => {
    expect(safeNextPath('/dashboard/sent?id=7')).toBe('/dashboard/sent?id=7');
    expect(safeNextPath('/wallet')).toBe('/wallet');
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/',
      '',
      null,
      'wallet',
    ]) {
      expect(safeNextPath(bad)).toBeNull();
    }
  });

  it('nextFromLocation reads ?next= and drops an unsafe one', () => {
    expect(nextFromLocation('?next=%2Fnotifications')).toBe('/notifications');
    expect(nextFromLocation('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextFromLocation('')).toBeNull();
  });
});

describe('route table agrees with the guard', () => {
  it.each(leafRoutes())('$path is $access', ({ path, access }) => {
    const concrete = path.replace(':id', '1');
    const anonymous = guardRedirect(concrete, null);
    const withoutSubscription = guardRedirect(concrete, dealerWith(null));
    if (access === 'public') expect(anonymous).toBeNull();
    else expect(anonymous).toBe(`/?next=${encodeURIComponent(concrete)}`);
    if (access === 'subscriber') expect(withoutSubscription).toBe(R);
    if (access === 'noSubscription') expect(withoutSubscription).toBeNull();
  });
});
