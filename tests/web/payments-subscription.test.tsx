import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { dealerWith } from './fixtures';
import {
  DEMO_SECRET,
  eur,
  noOrderSetup,
  payWithDemoCard,
  recordPaymentUpdates,
  subscriptionSetup,
  SLOW,
} from './fixtures/payments';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { authStore } from '../../src/platform/auth/storage';
import { currentPath, renderApp } from './render';

const newDealer = () => dealerWith(null);

describe('subscription payment', () => {
  it('shows a loading indicator, then the order: lines, partial, this-month and next-month totals', async () => {
    server.use(handle('paymentSetup', () => delay(150).then(() => subscriptionSetup())));
    renderApp('/subscription-payment', newDealer());
    await screen.findByRole('heading', { level: 1, name: 'Pagamento abbonamento' }, SLOW);
    expect(screen.getByRole('progressbar', { name: 'Caricamento in corso…' })).toBeInTheDocument();

    const order = await screen.findByRole('region', { name: 'Il tuo ordine' }, SLOW);
    expect(within(order).getByText(/Totale ordine/)).toHaveTextContent('Totale ordine: 58,06 €');
    const row = within(order).getByRole('row', { name: /Abbonamento mensile RicambiHub/ });
    expect(row).toHaveTextContent('1 x 100,00 €');
    expect(row).toHaveTextContent('100,00 €');
    const amount = (label: string) => within(order).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(amount('Totale parziale')).toBe(eur('100,00 €'));
    expect(amount('Totale questo mese')).toBe(eur('58,06 €'));
    expect(amount('Dal prossimo mese')).toBe(eur('100,00 €'));
    expect(screen.getByText('Pagamento dimostrativo: nessun addebito reale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: eur('Paga 58,06 €') })).toBeInTheDocument();
  });

  it('says "Al momento non disponibile / Ci scusiamo per il disagio" when there is no order', async () => {
    server.use(handle('paymentSetup', () => noOrderSetup()));
    renderApp('/subscription-payment', newDealer());
    expect(await screen.findByRole('heading', { name: 'Al momento non disponibile' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Ci scusiamo per il disagio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Paga/ })).not.toBeInTheDocument();
  });

  it('opens the bank transfer details in a modal', async () => {
    server.use(handle('paymentSetup', () => subscriptionSetup()));
    const user = userEvent.setup();
    renderApp('/subscription-payment', newDealer());
    await user.click(await screen.findByRole('button', { name: 'Coordinate per il bonifico' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Coordinate per il bonifico' }, SLOW);
    expect(within(dialog).getByText('IBAN')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('pays with the demo card: in-progress modal, payment/update with the external id, user refreshed, thank-you page', async () => {
    const updates = recordPaymentUpdates();
    const checkouts: unknown[] = [];
    server.use(
      handle('paymentSetup', () => subscriptionSetup()),
      handle('demoCheckout', async ({ body }) => {
        checkouts.push(body);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 'succeeded', external_id: 'demo_pay_77' };
      }),
      updates.handler,
      handle('me', () => dealerWith('processing')),
    );
    const user = userEvent.setup();
    renderApp('/subscription-payment', newDealer());
    await screen.findByRole('button', { name: eur('Paga 58,06 €') }, SLOW);
    await payWithDemoCard(user);

    expect(await screen.findByRole('dialog', { name: 'Pagamento in corso' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/thank-you/subscription'), SLOW);
    expect(checkouts).toEqual([
      {
        client_secret: DEMO_SECRET,
        holder: 'Mario Rossi',
        card_number: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        shipping_country: 'IT',
      },
    ]);
    expect(updates.bodies).toEqual([{ order_id: 301, status: 'pending', external_id: 'demo_pay_77' }]);
    await waitFor(() => expect(authStore.user()?.current_subscription?.status).toBe('processing'));
    const update = requests.findIndex((r) => r.url.pathname.endsWith('/payment/update'));
    expect(requests.slice(update).some((r) => r.method === 'GET' && r.url.pathname === '/api/user')).toBe(true);
    expect(await screen.findByText(/Abbiamo registrato il tuo pagamento/, undefined, SLOW)).toBeInTheDocument();
  });

  it('a declined card shows the server message in the error dialog; the back button closes it', async () => {
    const updates = recordPaymentUpdates();
    server.use(
      handle('paymentSetup', () => subscriptionSetup()),
      handle('demoCheckout', () => ({ status: 'failed', message: 'La carta è stata rifiutata.', external_id: '' })),
      updates.handler,
    );
    const user = userEvent.setup();
    renderApp('/subscription-payment', newDealer());
    await screen.findByRole('button', { name: eur('Paga 58,06 €') }, SLOW);
    await payWithDemoCard(user, { number: '4000 0000 0000 0002' });

    const dialog = await screen.findByRole('alertdialog', { name: 'Pagamento non riuscito' }, SLOW);
    expect(dialog).toHaveTextContent('La carta è stata rifiutata.');
    await user.click(within(dialog).getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(updates.bodies).toEqual([]);
    expect(currentPath()).toBe('/subscription-payment');
  });

  it('shows the field errors of a 422 under the demo form fields, without the error dialog', async () => {
    server.use(
      handle('paymentSetup', () => subscriptionSetup()),
      handle('demoCheckout', () =>
        apiError(422, 'Dati non validi', {
          expiry: ['La carta è scaduta'],
          card_number: ['Numero di carta non valido'],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/subscription-payment', newDealer());
    await screen.findByRole('button', { name: eur('Paga 58,06 €') }, SLOW);
    await payWithDemoCard(user, { number: '1234', expiry: '01/20' });

    expect(await screen.findByText('La carta è scaduta', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Numero di carta non valido')).toBeInTheDocument();
    expect(screen.getByLabelText(/Scadenza/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('requires the card fields before calling the checkout', async () => {
    const checkouts: unknown[] = [];
    server.use(
      handle('paymentSetup', () => subscriptionSetup()),
      handle('demoCheckout', ({ body }) => {
        checkouts.push(body);
        return { status: 'succeeded', external_id: 'x' };
      }),
    );
    const user = userEvent.setup();
    renderApp('/subscription-payment', newDealer());
    await user.click(await screen.findByRole('button', { name: eur('Paga 58,06 €') }, SLOW));
    // Each names its field ("Numero della carta: campo obbligatorio").
    expect(await screen.findAllByText(/: campo obbligatorio$/, undefined, SLOW)).toHaveLength(4);
    expect(checkouts).toEqual([]);
  });

  it('an unexpected failure after the checkout says "Errore inaspettato!"', async () => {
    server.use(
      handle('paymentSetup', () => subscriptionSetup()),
      handle('demoCheckout', () => ({ status: 'succeeded', external_id: 'demo_pay_1' })),
      handle('paymentUpdate', () => apiError(500, 'Errore interno')),
    );
    const user = userEvent.setup();
    renderApp('/subscription-payment', newDealer());
    await screen.findByRole('button', { name: eur('Paga 58,06 €') }, SLOW);
    await payWithDemoCard(user);
    const dialog = await screen.findByRole('alertdialog', undefined, SLOW);
    expect(dialog).toHaveTextContent('Errore inaspettato!');
    expect(within(dialog).getByRole('button', { name: 'Indietro' })).toBeInTheDocument();
    expect(currentPath()).toBe('/subscription-payment');
  });

  it('shows the server message with a retry when the setup fails', async () => {
    server.use(handle('paymentSetup', () => apiError(503, 'Servizio non disponibile')));
    renderApp('/subscription-payment', newDealer());
    expect(await screen.findByText('Servizio non disponibile', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
