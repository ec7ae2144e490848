import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quotation } from '../../contract';
import type { DeclinedSubmission } from '../../contract/api/templates';
import QuotationsPage from '../../src/features/dealer/quotations/QuotationsPage';
import { submissionFixture, userFixture } from './fixtures';
import { SLOW } from './fixtures/payments';
import { quotationIn, renderScreen, signIn } from './fixtures/quotations';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

// "Richieste rifiutate" with Ripristina, the notice of a quotation accepted out of Inviati, "Elenco compatto".

function declined(
  id: number,
  plate: string,
  list: DeclinedSubmission['declined']['list'] = 'pending',
): DeclinedSubmission {
  const base = submissionFixture({ id });
  return {
    ...base,
    vehicle: { ...base.vehicle, plate },
    declined: { reason: 'other', note: 'Solo originali', declined_at: '2026-11-20T10:00:00.000Z', list },
  };
}
const page = (data: DeclinedSubmission[]) => ({ data, total: data.length, page: 1, per_page: 10, last_page: 1 });

describe('Richieste rifiutate (/dashboard/declined)', () => {
  it('lists the declines with reason and date; Ripristina undeclines, drops it and links to the list it is back in', async () => {
    let restoredIds: number[] = [];
    server.use(
      handle('declinedList', () =>
        page([declined(41, 'AB123CD'), declined(42, 'EF456GH', 'outlet')].filter((r) => !restoredIds.includes(r.id))),
      ),
      handle('submissionUndecline', ({ params }) => {
        restoredIds = [...restoredIds, Number(params.id)];
        return { message: 'ok' };
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/declined', userFixture({ id: 7 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Richieste rifiutate' }, SLOW)).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: /EF456GH/ }, SLOW);
    expect(item).toHaveTextContent('Rifiutata il 20/11/2026');
    expect(item).toHaveTextContent('Motivo: Altro (Solo originali)');
    await user.click(within(item).getByRole('button', { name: /Ripristina la richiesta EF456GH/ }));
    const notice = await screen.findByText(/EF456GH.*ripristinata: è di nuovo in Outlet/, undefined, SLOW);
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Apri la richiesta' }),
    ).toHaveAttribute('href', '/dashboard/outlet?id=42');
    await waitFor(() => expect(screen.queryByRole('article', { name: /EF456GH/ })).toBeNull());
    expect(screen.getByRole('article', { name: /AB123CD/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname === '/api/submission/42/undecline')).toHaveLength(1);
  });

  it('says when there is nothing to restore', async () => {
    server.use(handle('declinedList', () => page([])));
    renderApp('/dashboard/declined', userFixture({ id: 7 }));
    expect(await screen.findByText('Non hai richieste rifiutate ancora aperte.', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('Inviati: a quotation the customer accepts leaves with a notice', () => {
  it('names it and links to it in Accettati; one that expired leaves silently', async () => {
    const accepted = quotationIn('pending', { id: 601, quotation_code: 'PRV-000601' });
    const expired = quotationIn('pending', { id: 602, quotation_code: 'PRV-000602' });
    const staying = quotationIn('pending', { id: 603, quotation_code: 'PRV-000603' });
    let pending: Quotation[] = [accepted, expired, staying];
    signIn(userFixture({ id: 7 }));
    server.use(
      handle('quotationList', ({ params, query }) => {
        if (params.filter === 'pending')
          return { data: pending, total: pending.length, page: 1, per_page: 10, last_page: 1 };
        const found = query.search === 'PRV-000601' ? [{ ...accepted, status: 'paid' as const }] : [];
        return { data: found, total: found.length, page: 1, per_page: 10, last_page: 1 };
      }),
    );
    const { queryClient } = renderScreen(<QuotationsPage filter="pending" />, {
      path: '/dashboard/sent',
      route: '/dashboard/sent',
    });
    await screen.findByText('Preventivo PRV-000601', undefined, SLOW);
    // The live inbox (quotation:updated) or any refetch: the list no longer holds 601 and 602.
    pending = [staying];
    await queryClient.invalidateQueries({ queryKey: ['quotations'] });
    const link = await screen.findByRole('link', { name: 'Apri PRV-000601 in Accettati' }, SLOW);
    expect(link).toHaveAttribute('href', '/dashboard/fulfilled?id=601');
    expect(screen.getByText(/Preventivo accettato: ora è in Accettati/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /PRV-000602/ })).toBeNull();
    const lookups = requests.filter((request) => request.url.pathname === '/api/dealer/7/quotation/list/accepted');
    expect(lookups.map((request) => request.url.searchParams.get('search')).sort()).toEqual([
      'PRV-000601',
      'PRV-000602',
    ]);
  });
});

describe('Elenco compatto', () => {
  it('drops the detail lines of the list and is remembered for this dealer', async () => {
    const quotation = quotationIn('pending', { id: 610, quotation_code: 'PRV-000610' });
    server.use(handle('quotationList', () => ({ data: [quotation], total: 1, page: 1, per_page: 10, last_page: 1 })));
    const user = userEvent.setup();
    renderApp('/dashboard/sent', userFixture({ id: 7 }));
    await screen.findByText('Preventivo PRV-000610', undefined, SLOW);
    expect(screen.getByText(/^Inviato il/)).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Elenco compatto' }));
    await waitFor(() => expect(screen.queryByText(/^Inviato il/)).toBeNull());
    const keys = Object.keys(localStorage).filter((key) => key.includes('compactList'));
    expect(keys).toEqual([expect.stringContaining('compactList.7')]);
    expect(localStorage.getItem(keys[0])).toBe('true');
  });
});
