import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from './fixtures';
import {
  eur,
  feeAmountDue,
  feeSetup,
  nothingDue,
  payWithDemoCard,
  recordPaymentUpdates,
  SLOW,
} from './fixtures/payments';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

const openPage = () => renderApp('/pay-fee', userFixture());

describe('pay fee', () => {
  it('shows a loading indicator, then the fee lines and the total without VAT', async () => {
    server.use(handle('feeAmount', () => delay(150).then(() => feeAmountDue())));
    openPage();
    await screen.findByRole('heading', { level: 1, name: 'Salda fee' }, SLOW);
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso…' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Righe dell’ordine' }, SLOW);
    expect(within(table).getByRole('row', { name: /PRV-000012/ })).toHaveTextContent('1 x 3,60 €');
    expect(within(table).getByRole('row', { name: /PRV-000015/ })).toHaveTextContent('1 x 4,50 €');
    const total = screen.getByText('Totale (IVA esclusa)', { selector: 'dt' }).parentElement?.querySelector('dd');
    expect(total?.textContent).toBe(eur('8,10 €'));
    // The VAT-inclusive amount appears only at payment.
    expect(screen.queryByText(/9,88/)).not.toBeInTheDocument();
  });

  it("says 'Congratulazioni' when nothing is due", async () => {
    server.use(handle('feeAmount', () => nothingDue));
    openPage();
    expect(await screen.findByRole('heading', { name: 'Congratulazioni' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Hai saldato tutte le fee: non ci sono importi da pagare.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salda ora' })).not.toBeInTheDocument();
  });

  it('pays: fee/pay shows the VAT-inclusive amount, demo checkout, payment/update, thank-you page', async () => {
    const updates = recordPaymentUpdates();
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePay', () => feeSetup()),
      handle('demoCheckout', () => ({ status: 'succeeded', external_id: 'demo_pay_fee' })),
      updates.handler,
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Salda ora' }, SLOW));
    expect(await screen.findByText('Totale da pagare (IVA inclusa)', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Totale da pagare (IVA inclusa)').parentElement).toHaveTextContent('9,88 €');
    await payWithDemoCard(user);
    await waitFor(() => expect(currentPath()).toBe('/thank-you/fee'), SLOW);
    expect(updates.bodies).toEqual([{ order_id: 501, status: 'pending', external_id: 'demo_pay_fee' }]);
    expect(await screen.findByText('Il pagamento delle fee è confermato.', undefined, SLOW)).toBeInTheDocument();
    // Counters and the user are refreshed after the payment.
    const update = requests.findIndex((r) => r.url.pathname.endsWith('/payment/update'));
    await waitFor(() => expect(requests.slice(update).some((r) => r.url.pathname === '/api/user')).toBe(true));
  });

  it('fee/pay finding nothing due any more shows Congratulazioni', async () => {
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePay', () => feeSetup({ order: null, client_secret: null })),
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Salda ora' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Congratulazioni' }, SLOW)).toBeInTheDocument();
  });

  it('a fee/pay error is only logged and the button is usable again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePay', () => apiError(500, 'Errore interno')),
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Salda ora' }, SLOW));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Salda ora' })).toBeEnabled();
    expect(screen.queryByText('Errore interno')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('a declined card shows the server message in the error dialog with a back button', async () => {
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePay', () => feeSetup()),
      handle('demoCheckout', () => ({ status: 'failed', message: 'Fondi insufficienti.', external_id: '' })),
    );
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: 'Salda ora' }, SLOW));
    await screen.findByText('Totale da pagare (IVA inclusa)', undefined, SLOW);
    await payWithDemoCard(user, { number: '4000 0000 0000 9995' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Pagamento non riuscito' }, SLOW);
    expect(dialog).toHaveTextContent('Fondi insufficienti.');
    await user.click(within(dialog).getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentPath()).toBe('/pay-fee');
  });
});
