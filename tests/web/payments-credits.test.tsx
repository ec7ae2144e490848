import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { userFixture } from './fixtures';
import {
  couponExpired,
  couponOk,
  eur,
  payWithDemoCard,
  recordPaymentUpdates,
  walletSetup,
  SLOW,
} from './fixtures/payments';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

const dealer = () => userFixture();
/** The value of a line of the summary ("Totale" → '61,00 €'). */
const amountOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;

async function openPage() {
  renderApp('/purchase-credits', dealer());
  return screen.findByRole('combobox', { name: 'Crediti da acquistare' }, SLOW);
}

describe('purchase credits', () => {
  it('starts at 50 credits with the rate line, details and totals (VAT 22%)', async () => {
    const select = await openPage();
    expect(select).toHaveTextContent('50 crediti');
    expect(screen.getByText('1 credito = 1 euro')).toBeInTheDocument();
    expect(amountOf('Crediti acquistati')).toBe('50');
    expect(amountOf('Crediti che riceverai')).toBe('50');
    expect(amountOf('Importo')).toBe(eur('50,00 €'));
    expect(amountOf('IVA 22%')).toBe(eur('11,00 €'));
    expect(amountOf('Totale')).toBe(eur('61,00 €'));
  });

  it.each([
    [100, '100,00 €', '22,00 €', '122,00 €'],
    [200, '200,00 €', '44,00 €', '244,00 €'],
    [500, '500,00 €', '110,00 €', '610,00 €'],
    [50, '50,00 €', '11,00 €', '61,00 €'],
  ])('%i credits cost %s + %s VAT = %s', async (credits, amount, vat, total) => {
    const user = userEvent.setup();
    const select = await openPage();
    await user.click(select);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['50 crediti', '100 crediti', '200 crediti', '500 crediti']);
    await user.click(screen.getByRole('option', { name: `${credits} crediti` }));
    expect(amountOf('Crediti acquistati')).toBe(String(credits));
    expect(amountOf('Importo')).toBe(eur(amount));
    expect(amountOf('IVA 22%')).toBe(eur(vat));
    expect(amountOf('Totale')).toBe(eur(total));
  });

  it('checks a filled coupon on blur and shows its message and free credits', async () => {
    const checked: unknown[] = [];
    server.use(
      handle('couponCheck', ({ body }) => {
        checked.push(body);
        return couponOk;
      }),
    );
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByLabelText('Coupon'), 'BENVENUTO10');
    expect(checked).toEqual([]);
    await user.tab();
    expect(await screen.findByText('Coupon valido: 10 crediti omaggio.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Crediti omaggio: 10')).toBeInTheDocument();
    expect(checked).toEqual([{ coupon: 'BENVENUTO10' }]);
    expect(amountOf('Crediti omaggio (coupon)')).toBe('10');
    expect(amountOf('Crediti che riceverai')).toBe('60');
    // The price does not change: free credits are free.
    expect(amountOf('Totale')).toBe(eur('61,00 €'));
  });

  it('does not check an empty coupon on blur', async () => {
    const checked: unknown[] = [];
    server.use(
      handle('couponCheck', ({ body }) => {
        checked.push(body);
        return couponOk;
      }),
    );
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByLabelText('Coupon'));
    await user.type(screen.getByLabelText('Coupon'), '   ');
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checked).toEqual([]);
  });

  it('shows the message of an unusable coupon without free credits', async () => {
    server.use(handle('couponCheck', () => couponExpired));
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByLabelText('Coupon'), 'SCADUTO');
    await user.tab();
    expect(await screen.findByText('Il coupon è scaduto.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByText(/Crediti omaggio:/)).not.toBeInTheDocument();
    expect(amountOf('Crediti che riceverai')).toBe('50');
  });

  it('a coupon check error is only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(handle('couponCheck', () => apiError(500, 'Errore interno')));
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByLabelText('Coupon'), 'BENVENUTO10');
    await user.tab();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByText('Errore interno')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('buys 100 credits with a coupon: credits/buy, the order to pay, demo checkout, payment/update, thank-you page', async () => {
    const updates = recordPaymentUpdates();
    const bought: unknown[] = [];
    server.use(
      handle('couponCheck', () => couponOk),
      handle('creditsBuy', ({ body }) => {
        bought.push(body);
        return walletSetup(100, 10, 'BENVENUTO10');
      }),
      handle('demoCheckout', () => ({ status: 'succeeded', external_id: 'demo_pay_credits' })),
      updates.handler,
    );
    const user = userEvent.setup();
    await user.click(await openPage());
    await user.click(screen.getByRole('option', { name: '100 crediti' }));
    await user.type(screen.getByLabelText('Coupon'), 'BENVENUTO10');
    await user.tab();
    await screen.findByText('Crediti omaggio: 10', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));

    const lines = await screen.findByRole('table', { name: 'Righe dell’ordine' }, SLOW);
    expect(within(lines).getByRole('row', { name: /Crediti RicambiHub/ })).toHaveTextContent('100 x 1,00 €');
    expect(within(lines).getByRole('row', { name: /Crediti omaggio coupon BENVENUTO10/ })).toHaveTextContent(
      '10 x 0,00 €',
    );
    expect(screen.getByText('Totale da pagare (IVA inclusa)').parentElement).toHaveTextContent('122,00 €');
    expect(screen.getByRole('combobox', { name: 'Crediti da acquistare' })).toHaveAttribute('aria-disabled', 'true');

    await payWithDemoCard(user);
    await waitFor(() => expect(currentPath()).toBe('/thank-you/credits'), SLOW);
    expect(bought).toEqual([{ credits_amount: 100, coupon: 'BENVENUTO10' }]);
    expect(updates.bodies).toEqual([{ order_id: 401, status: 'pending', external_id: 'demo_pay_credits' }]);
    expect(await screen.findByText('Il tuo ordine di crediti è confermato.', undefined, SLOW)).toBeInTheDocument();
  });

  it('does not send a coupon known to be unusable', async () => {
    const bought: unknown[] = [];
    server.use(
      handle('couponCheck', () => couponExpired),
      handle('creditsBuy', ({ body }) => {
        bought.push(body);
        return walletSetup(50);
      }),
    );
    const user = userEvent.setup();
    await openPage();
    await user.type(screen.getByLabelText('Coupon'), 'SCADUTO');
    await user.tab();
    await screen.findByText('Il coupon è scaduto.', undefined, SLOW);
    await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await screen.findByRole('table', { name: 'Righe dell’ordine' }, SLOW);
    expect(bought).toEqual([{ credits_amount: 50, coupon: null }]);
  });

  it('a failed purchase is only logged and the button is usable again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle('creditsBuy', () =>
        apiError(422, 'Importo non disponibile', { credits_amount: ['Importo non disponibile'] }),
      ),
    );
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Procedi al pagamento' })).toBeEnabled();
    expect(screen.queryByText('Importo non disponibile')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('"Modifica l’ordine" goes back to the choice', async () => {
    server.use(handle('creditsBuy', () => walletSetup(50)));
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Procedi al pagamento' }));
    await user.click(await screen.findByRole('button', { name: 'Modifica l’ordine' }, SLOW));
    expect(screen.getByRole('button', { name: 'Procedi al pagamento' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Crediti da acquistare' })).not.toHaveAttribute('aria-disabled');
  });
});
