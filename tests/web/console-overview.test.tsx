import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Overview } from '../../contract/entities/admin';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderConsole } from './console-render';
import { daysBefore, italianDay, lastDays } from '../../src/features/console/overview/range';

const overview = (from: string, to: string) =>
  Overview.parse({
    from,
    to,
    requests_per_day: [
      { day: from, requests: 2 },
      { day: to, requests: 5 },
    ],
    requests: 7,
    quotations: 18,
    quotations_per_request: 2.57,
    first_quotation_minutes: 95,
    accepted: 3,
    accepted_value: 1234.5,
    fees_charged: 45,
    fees_paid: 30,
    subscriptions_paid: 2,
    subscription_revenue: 60,
    active_subscriptions: 4,
  });

const overviewCalls = () =>
  requests.filter((r) => r.url.pathname === '/api/admin/overview').map((r) => Object.fromEntries(r.url.searchParams));

// x-charts measures its container; jsdom has no layout.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** Later steps of a screen already shown: generous under a loaded machine. */
const later = { timeout: 10_000 };

describe('console: range helpers', () => {
  it('counts Italian calendar days', () => {
    expect(italianDay(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(lastDays(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });
});

describe('console: Panoramica', () => {
  it('is the first screen: the last 30 days’ figures and the requests chart', async () => {
    server.use(handle('adminOverview', ({ query }) => overview(String(query.from), String(query.to))));
    await renderConsole('/admin');
    const requestsFigure = await screen.findByRole('region', { name: 'Richieste' }, { timeout: 20_000 });
    expect(within(requestsFigure).getByText('7')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Valore accettato' })).getByText(/1\.234,50/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tempo al primo preventivo (mediana)' })).getByText('1 h 35 min'),
    ).toBeInTheDocument();
    expect(overviewCalls()[0]).toEqual(lastDays(30));
    expect(screen.getByRole('menuitem', { name: 'Panoramica' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Richieste al giorno' }, later)).toBeInTheDocument();
  });

  it('asks again for another range; an impossible range is refused without a request', async () => {
    server.use(handle('adminOverview', ({ query }) => overview(String(query.from), String(query.to))));
    await renderConsole('/admin');
    await screen.findByRole('region', { name: 'Richieste' }, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Ultimi 7 giorni' }));
    await waitFor(() => expect(overviewCalls().at(-1)).toEqual(lastDays(7)), later);

    const before = overviewCalls().length;
    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2026-01-01' } });
    expect(await screen.findByRole('alert', undefined, later)).toBeInTheDocument();
    expect(overviewCalls()).toHaveLength(before);

    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Al'), { target: { value: '2026-01-31' } });
    await waitFor(() => expect(overviewCalls().at(-1)).toEqual({ from: '2026-01-01', to: '2026-01-31' }), later);
  });

  it('signed out, /admin is the login page and nothing is asked of the overview', async () => {
    await renderConsole('/admin', null);
    expect(await screen.findByRole('button', { name: 'Accedi' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(overviewCalls()).toHaveLength(0);
  });

  it('a fresh login page raises no toast, and a wrong password says so in Italian', async () => {
    server.use(handle('login', () => apiError(401, 'Email o password non corretti.')));
    await renderConsole('/admin', null);
    const submit = await screen.findByRole('button', { name: 'Accedi' }, { timeout: 20_000 });
    // react-admin would notify the rejection of checkAuth: nothing must show before the operator does anything.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).not.toHaveTextContent(/\blogin\b/);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'operatore@demo.example' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'sbagliata' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('Email o password non corretti.', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    server.use(handle('adminOverview', () => apiError(500, 'Errore interno.')));
    await renderConsole('/admin');
    expect(await screen.findByText('Errore interno.', undefined, { timeout: 20_000 })).toBeInTheDocument();
  });
});
