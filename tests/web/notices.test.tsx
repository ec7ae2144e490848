import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../i18n/it/app';
import { subscriptionNotice } from '../../src/domain/notices/subscriptionNotice';
import { NoticeBanner } from '../../src/domain/notices/NoticeBanner';
import { romeDate, timedNotice } from '../../src/domain/notices/timedNotice';
import { dealerWith } from './fixtures';
import { renderApp, renderInAdmin } from './render';

const ENDS_IN_WINDOW = '2022-10-14T22:00:00.000Z'; // 15/10/2022 00:00 in Rome

describe('subscription notices (SPEC §4)', () => {
  const cases = [
    { status: 'created', text: app.notices.subscription.created, cta: false },
    { status: 'processing', text: app.notices.subscription.processing, cta: false },
    { status: 'canceled', text: app.notices.subscription.canceled, cta: true },
    { status: 'ended', text: app.notices.subscription.ended, cta: true },
    { status: 'error', text: app.notices.subscription.error, cta: true },
  ] as const;

  it.each(cases)('$status: its text, payment link $cta', ({ status, text, cta }) => {
    renderInAdmin(<NoticeBanner user={dealerWith(status)} now={new Date('2025-06-01T10:00:00Z')} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(text);
    const link = within(notice).queryByRole('link', { name: app.notices.subscriptionCta });
    if (cta) expect(link).toHaveAttribute('href', '/subscription-payment');
    else expect(link).toBeNull();
  });

  it.each(['active', 'pending'] as const)('%s: no notice', (status) => {
    expect(subscriptionNotice(dealerWith(status))).toBeNull();
  });

  it('no notice without a user or without a subscription', () => {
    expect(subscriptionNotice(null)).toBeNull();
    expect(subscriptionNotice(dealerWith(null))).toBeNull();
  });
});

describe('time-based 2022 notices with a fixed clock (Europe/Rome days, both ends included)', () => {
  const active = dealerWith('active', ENDS_IN_WINDOW);
  const at = (iso: string) => timedNotice(active, new Date(iso))?.kind ?? null;

  it.each([
    ['2022-09-27T12:00:00+02:00', null],
    ['2022-09-28T00:00:00+02:00', 'maintenance'],
    ['2022-10-04T23:59:59+02:00', 'maintenance'],
    ['2022-10-05T00:00:00+02:00', 'expired'],
    ['2022-10-12T23:59:59+02:00', 'expired'],
    ['2022-10-13T00:00:00+02:00', 'blocked'],
    ['2022-10-15T23:59:59+02:00', 'blocked'],
    ['2022-10-16T00:00:00+02:00', null],
  ])('%s → %s', (iso, kind) => {
    expect(at(iso)).toBe(kind);
  });

  it('reads the day in Rome, not in UTC', () => {
    // 22:30 UTC on 27/09 is already 28/09 in Rome.
    expect(romeDate(new Date('2022-09-27T22:30:00Z'))).toBe('2022-09-28');
    expect(at('2022-09-27T22:30:00Z')).toBe('maintenance');
    expect(at('2022-10-15T22:00:00Z')).toBeNull();
  });

  it('links to the bank details on the 05/10-12/10 and 13/10-15/10 notices only', () => {
    expect(timedNotice(active, new Date('2022-09-30T10:00:00+02:00'))?.link).toBeNull();
    expect(timedNotice(active, new Date('2022-10-06T10:00:00+02:00'))?.link).toBe('app.notices.timedLink.bankDetails');
    expect(timedNotice(active, new Date('2022-10-14T10:00:00+02:00'))?.link).toBe('app.notices.timedLink.details');
  });

  it('is suppressed when the subscription is not active', () => {
    for (const status of ['created', 'processing', 'canceled', 'ended', 'error', 'pending'] as const) {
      expect(timedNotice(dealerWith(status, ENDS_IN_WINDOW), new Date('2022-10-06T10:00:00+02:00'))).toBeNull();
    }
    expect(timedNotice(dealerWith(null), new Date('2022-10-06T10:00:00+02:00'))).toBeNull();
  });

  it('is suppressed when the subscription ends after 15/10/2022 (Rome day)', () => {
    const now = new Date('2022-10-06T10:00:00+02:00');
    expect(timedNotice(dealerWith('active', '2022-10-16T08:00:00+02:00'), now)).toBeNull();
    expect(timedNotice(dealerWith('active', '2022-11-30T00:00:00+01:00'), now)).toBeNull();
    expect(timedNotice(dealerWith('active', '2022-10-15T23:59:00+02:00'), now)?.kind).toBe('expired');
  });

  it('is suppressed when logged out', () => {
    expect(timedNotice(null, new Date('2022-10-06T10:00:00+02:00'))).toBeNull();
  });

  it('loads no time zone for a day far from 2022: a phone pays ~30 ms for it on the first screen', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    const formatter = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as typeof Real);
    const fresh = await import('../../src/domain/notices/timedNotice');
    expect(
      fresh.timedNotice(dealerWith('active', '2027-01-31T00:00:00+01:00'), new Date('2026-11-29T10:00:00Z')),
    ).toBeNull();
    expect(fresh.timedNotice(dealerWith('active', ENDS_IN_WINDOW), new Date('2026-11-29T10:00:00Z'))).toBeNull();
    expect(formatter).not.toHaveBeenCalled();
    expect(fresh.timedNotice(dealerWith('active', ENDS_IN_WINDOW), new Date('2022-10-06T10:00:00+02:00'))?.kind).toBe(
      'expired',
    );
    expect(formatter).toHaveBeenCalledTimes(1);
    formatter.mockRestore();
  });
});

describe('notices in the shell', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the 2022 notice to a logged-in dealer, with the bank details behind the link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2022-10-06T10:00:00+02:00'));
    renderApp('/dashboard', dealerWith('active', ENDS_IN_WINDOW));
    const notices = await screen.findByRole('region', { name: app.layout.noticesLabel });
    expect(notices).toHaveTextContent(app.notices.timed.expired);
    await userEvent.click(within(notices).getByRole('button', { name: app.notices.timedLink.bankDetails }));
    const dialog = await screen.findByRole('dialog', { name: app.bankDetails.title });
    expect(dialog).toHaveTextContent('IT60X0542811101000000123456');
  });

  it('shows no notice on the login page, even inside a 2022 window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2022-10-06T10:00:00+02:00'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: app.login.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: app.layout.noticesLabel })).toBeNull();
  });
});
