import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture } from './fixtures';
import { acceptedPage, eur, SLOW } from './fixtures/payments';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

describe('wallet', () => {
  it('shows the remaining credits as GET /api/user answers them', async () => {
    server.use(
      handle('me', () => userFixture({ credits: 1310 })),
      handle('quotationList', () => acceptedPage([])),
    );
    renderApp('/wallet', userFixture({ credits: 120 }));
    const credits = await screen.findByTestId('wallet-credits', undefined, SLOW);
    await waitFor(() => expect(credits).toHaveTextContent('1.310 crediti'));
  });

  it('lists the last accepted quotations: accepted, page 1, no filters', async () => {
    server.use(handle('quotationList', () => acceptedPage()));
    renderApp('/wallet', userFixture());
    const table = await screen.findByRole('table', { name: 'Ultimi preventivi accettati' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]).slice(0, 4)).toEqual(['PRV-000012', 'AB123CD · Fiat Panda', '02/03/2025', eur('120,00 €')]);
    // SPEC §4 status tags: the quotations feature's, drawn in their slot once their code has loaded.
    expect(await within(rows[0]).findByText('Da Spedire')).toBeInTheDocument();
    expect(cells(rows[1])[0]).toBe('PRV-000014');
    expect(cells(rows[1])[1]).toBe('ZZ999ZZ · Lancia Ypsilon');
    expect(cells(rows[1])[3]).toBe(eur('1.234,50 €'));
    expect(within(rows[1]).getByText('Gestione offline')).toBeInTheDocument();

    const list = requests.filter((r) => r.url.pathname.includes('/quotation/list/'));
    expect(list).toHaveLength(1);
    expect(list[0].url.pathname).toBe('/api/dealer/7/quotation/list/accepted');
    expect([...list[0].url.searchParams.keys()]).toEqual(['page']);
    expect(list[0].url.searchParams.get('page')).toBe('1');
  });

  it('draws Movimenti once the accepted quotations are in: a table growing above it would push it down', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      handle('quotationList', async () => {
        await answered;
        return acceptedPage();
      }),
    );
    renderApp('/wallet', userFixture());
    await screen.findByTestId('wallet-credits', undefined, SLOW);
    expect(screen.queryByRole('heading', { name: 'Movimenti' })).not.toBeInTheDocument();
    release();
    await screen.findByRole('table', { name: 'Ultimi preventivi accettati' }, SLOW);
    expect(await screen.findByRole('heading', { name: 'Movimenti' })).toBeInTheDocument();
  });

  it('says NON SONO PRESENTI DATI without accepted quotations', async () => {
    server.use(handle('quotationList', () => acceptedPage([])));
    renderApp('/wallet', userFixture());
    expect(await screen.findByText('NON SONO PRESENTI DATI', undefined, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['Acquista crediti', '/purchase-credits'],
    ['Salda fee', '/pay-fee'],
  ])('"%s" opens %s', async (name, path) => {
    server.use(
      handle('quotationList', () => acceptedPage([])),
      handle('feeAmount', () => ({ order: null, orderAmount: 0 })),
    );
    const user = userEvent.setup();
    renderApp('/wallet', userFixture());
    await user.click(await screen.findByRole('link', { name }, SLOW));
    await waitFor(() => expect(currentPath()).toBe(path));
  });
});
