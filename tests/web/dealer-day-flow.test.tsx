import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { Notification } from '../../contract';
import type { LedgerMovement } from '../../contract/entities/ledger';
import { formatExpiry } from '../../src/domain/payments/DemoPaymentForm';
import { notificationHref } from '../../src/features/dealer/notifications/notificationTarget';
import { userFixture, dealerWith } from './fixtures';
import { notificationsFixture } from './fixtures/chat';
import { feeAmountDue, nothingDue, SLOW } from './fixtures/payments';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

// Pay the fees due with the credits, see them on the wallet, open a notification's target.

describe('Paga con i crediti (/pay-fee)', () => {
  it('settles the fees once even on a double click, then shows the settled state and the credits left', async () => {
    let calls = 0;
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePayWithCredits', async () => {
        calls += 1;
        await delay(100);
        return { fees_paid: 2, credits_spent: 8.1, credits: 111.9 };
      }),
    );
    const user = userEvent.setup();
    renderApp('/pay-fee', userFixture({ credits: 120 }));
    const button = await screen.findByRole('button', { name: 'Paga con i crediti' }, SLOW);
    expect(screen.getByText(/Hai 120 crediti: bastano per saldare/)).toBeInTheDocument();
    // Spending credits asks first, with the figures; "Annulla" spends nothing.
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Pagare le fee con i crediti?' });
    expect(dialog).toHaveTextContent('Spenderai 8,1 crediti per saldare 8,10 € di fee; te ne resteranno 111,9.');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toBe(0);
    await user.click(button);
    await user.dblClick(await screen.findByRole('button', { name: 'Spendi 8,1 crediti' }));
    expect(await screen.findByRole('heading', { name: 'Congratulazioni' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('fees-settled-credits')).toHaveTextContent('Hai usato 8,1 crediti; ne restano 111,9.');
    expect(calls).toBe(1);
  });

  it('shows the server’s Italian message when the credits do not cover the fees any more', async () => {
    server.use(
      handle('feeAmount', () => feeAmountDue()),
      handle('feePayWithCredits', () => apiError(409, 'I crediti non bastano per saldare le fee dovute.')),
    );
    const user = userEvent.setup();
    renderApp('/pay-fee', userFixture({ credits: 120 }));
    await user.click(await screen.findByRole('button', { name: 'Paga con i crediti' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Spendi 8,1 crediti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('I crediti non bastano per saldare le fee dovute.');
    expect(screen.getByRole('button', { name: 'Paga con i crediti' })).toBeEnabled();
  });

  it('offers no button when the wallet does not cover the fees, and says why', async () => {
    server.use(handle('feeAmount', () => feeAmountDue()));
    renderApp('/pay-fee', userFixture({ credits: 2 }));
    expect(await screen.findByText(/Hai 2 crediti: non bastano/, undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paga con i crediti' })).toBeNull();
  });
});

const noQuotations = handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 }));

describe('the wallet shows the fees due', () => {
  it('with their amount and a link to /pay-fee', async () => {
    server.use(
      noQuotations,
      handle('feeAmount', () => feeAmountDue()),
    );
    renderApp('/wallet', userFixture());
    const due = await screen.findByTestId('wallet-fees-due', undefined, SLOW);
    expect(within(due).getByRole('link')).toHaveAttribute('href', '/pay-fee');
    expect(due).toHaveTextContent('8,10');
  });

  it('or that none is due', async () => {
    server.use(
      noQuotations,
      handle('feeAmount', () => nothingDue),
    );
    renderApp('/wallet', userFixture());
    expect(await screen.findByText('Nessuna fee da saldare', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('the wallet’s Movimenti', () => {
  const movement = (over: Partial<LedgerMovement>): LedgerMovement => ({
    id: 1,
    created_at: '2026-11-20T09:30:00.000Z',
    kind: 'credit_purchase',
    label: 'Acquisto crediti',
    quotation: null,
    order_id: 7,
    amount: 100,
    credits_delta: 100,
    balance_after: 120,
    reason: null,
    operator_id: null,
    ...over,
  });

  it('lists each movement with what it was, its quotation, a signed Italian amount and the credits after', async () => {
    server.use(
      noQuotations,
      handle('feeAmount', () => nothingDue),
      handle('dealerMovements', () => ({
        data: [
          movement({
            id: 3,
            kind: 'fee_paid_credits',
            label: 'Fee pagata con i crediti',
            quotation: { id: 501, code: 'P-501' },
            amount: -3.94,
            credits_delta: -3.94,
            balance_after: 1234.56,
          }),
          movement({ id: 2, kind: 'adjustment', label: 'Rettifica', reason: 'Compensazione disservizio', amount: 10 }),
        ],
        total: 2,
        page: 1,
        per_page: 10,
        last_page: 1,
      })),
    );
    renderApp('/wallet', userFixture());
    const panel = await screen.findByRole('region', { name: 'Movimenti' }, SLOW);
    const table = await within(panel).findByRole('table', undefined, SLOW);
    const [, fee, adjustment] = within(table).getAllByRole('row');
    expect(fee).toHaveTextContent('Fee pagata con i crediti');
    expect(fee).toHaveTextContent('−3,94 €');
    expect(fee).toHaveTextContent('1.234,56 crediti');
    expect(within(fee).getByRole('link', { name: 'P-501' })).toHaveAttribute('href', '/dashboard/fulfilled?id=501');
    expect(adjustment).toHaveTextContent('Compensazione disservizio');
    expect(adjustment).toHaveTextContent('+10,00 €');
  });
});

describe('notification targets', () => {
  it('lead to the quotation in the list it is in now, or to the wallet', () => {
    expect(notificationHref({ kind: 'quotation', id: 12, filter: 'pending' })).toBe('/dashboard/sent?id=12');
    expect(notificationHref({ kind: 'quotation', id: 13, filter: 'accepted' })).toBe('/dashboard/fulfilled?id=13');
    expect(notificationHref({ kind: 'quotation', id: 14, filter: 'cancelled' })).toBe('/dashboard/archived?id=14');
    expect(notificationHref({ kind: 'wallet' })).toBe('/wallet');
    expect(notificationHref(null)).toBeNull();
  });

  it('each notification with a target opens it from the list', async () => {
    const [first, second] = notificationsFixture();
    server.use(
      handle('notificationList', () => [
        Notification.parse({ ...first, target: { kind: 'quotation', id: 501, filter: 'accepted' } }),
        Notification.parse({ ...second, target: { kind: 'wallet' } }),
      ]),
      handle('notificationRead', () => ({ message: 'ok' })),
      handle('quotationList', () => apiError(500, 'non serve')),
    );
    const user = userEvent.setup();
    renderApp('/notifications', dealerWith('active'));
    const list = await screen.findByRole('list', { name: 'Elenco delle notifiche' }, SLOW);
    const [quotation, wallet] = within(list).getAllByRole('listitem');
    expect(within(wallet).getByRole('link', { name: 'Apri il portafoglio' })).toHaveAttribute('href', '/wallet');
    await user.click(within(quotation).getByRole('link', { name: 'Apri il preventivo' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/fulfilled'), SLOW);
    expect(window.location.search).toBe('?id=501');
    expect(requests.length).toBeGreaterThan(0);
  });
});

describe('the demo card’s expiry', () => {
  it('inserts the slash as the dealer types', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('124')).toBe('12/4');
    expect(formatExpiry('1240')).toBe('12/40');
    expect(formatExpiry('12/40')).toBe('12/40');
    expect(formatExpiry('12405')).toBe('12/40');
    // Backspace over the slash gives back the month.
    expect(formatExpiry('12', '12/')).toBe('12');
  });
});

describe('dashboard triage', () => {
  const emptyList = handle('submissionList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 }));

  it('folds the filters into one line with the count of active ones, and says the tab counters ignore them', async () => {
    server.use(emptyList);
    const user = userEvent.setup();
    renderApp('/dashboard?brand=1,2&province=15', dealerWith('active'));
    const panel = await screen.findByRole('region', { name: 'Filtri' }, SLOW);
    expect(within(panel).getByTestId('active-filters')).toHaveTextContent('3 attivi');
    expect(screen.getByTestId('tab-counts-note')).toHaveTextContent('I conteggi delle schede sono senza filtri');
    const toggle = within(panel).getByRole('button', { name: 'Nascondi i campi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(panel).getByRole('button', { name: 'Modifica i filtri' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByRole('combobox', { name: 'Marca' })).toBeNull();
    // Still counted while folded (each chosen value counts, as on 'Azzera filtri').
    expect(within(panel).getByTestId('active-filters')).toHaveTextContent('3 attivi');
  });

  it('shows no search and no filters on Bozze', async () => {
    renderApp('/dashboard/draft', dealerWith('active'));
    await screen.findByRole('heading', { level: 1, name: 'Bozze' }, SLOW);
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Filtri' })).toBeNull();
  });
});

describe('onboarding checklist', () => {
  const emptyList = handle('submissionList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 }));

  it('lists what a new dealer still has to set up, until dismissed', async () => {
    server.use(emptyList);
    const user = userEvent.setup();
    renderApp(
      '/dashboard',
      userFixture({ iban: null, default_flat_fee: 0, available_methods: [], user_provinces: [15] }),
    );
    const list = await screen.findByRole('list', { name: 'Completa il tuo profilo per preventivare al meglio' }, SLOW);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'IBAN per ricevere i pagamenti',
        'Costo di spedizione predefinito',
        'Metodi di pagamento accettati',
        'Province in cui lavori — fatto',
        'Marche e categorie trattate (facoltativo: senza scelta le vedi tutte)',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Non mostrare più' }));
    expect(screen.queryByRole('list', { name: 'Completa il tuo profilo per preventivare al meglio' })).toBeNull();
  });

  it('counts the coverage done once some brand or category is chosen', async () => {
    server.use(
      emptyList,
      handle('coverage', () => ({ manufacturers: [{ id: 3, name: 'Fiat' }], categories: [] })),
    );
    renderApp('/dashboard', userFixture({ iban: null, user_provinces: [15] }));
    const list = await screen.findByRole('list', { name: 'Completa il tuo profilo per preventivare al meglio' }, SLOW);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(
        'Marche e categorie trattate (facoltativo: senza scelta le vedi tutte) — fatto',
      ),
    );
  });

  it('is not shown once the required steps are set, coverage or not (it is optional)', async () => {
    server.use(emptyList);
    renderApp('/dashboard', userFixture({ user_provinces: [15] }));
    await screen.findByRole('region', { name: 'Filtri' }, SLOW);
    expect(screen.queryByRole('list', { name: 'Completa il tuo profilo per preventivare al meglio' })).toBeNull();
  });
});

describe('registration leads to the payment', () => {
  it('a registered dealer whose subscription is not paid yet goes from /register to the subscription payment', async () => {
    server.use(handle('paymentSetup', () => apiError(500, 'non serve')));
    renderApp('/register', dealerWith('created'));
    await waitFor(() => expect(currentPath()).toBe('/subscription-payment'), SLOW);
  });
});
