import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReconciliationReport } from '../../contract/entities/reconciliation';
import { AdminPayoutAccount, Payout } from '../../contract/entities/settlement';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const account = AdminPayoutAccount.parse({
  dealer_id: 8,
  legal_name: 'Autoricambi Bianchi',
  external_id: 'acct_1Bianchi',
  provider: 'stripe',
  state: 'restricted',
  charges_enabled: true,
  payouts_enabled: false,
  requirements: ['external_account'],
  iban_last4: null,
  schedule: 'weekly',
  minimum_amount: 0,
  blocked: false,
  limits: [],
  held: 1234.56,
  available: 77.6,
});

const failed = Payout.parse({
  id: 31,
  dealer_id: 8,
  amount: 77.6,
  status: 'failed',
  status_label: 'Non riuscito',
  automatic: true,
  external_id: 'po_1',
  failure: 'IBAN chiuso',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  sales: [{ quotation_id: 5, code: 'RH-2026-000005', net: 77.6 }],
});

const report = ReconciliationReport.parse({
  id: 4,
  provider: 'demo',
  period_from: '2026-11-25T00:00:00.000Z',
  period_to: '2026-11-26T00:00:00.000Z',
  automatic: true,
  status: 'discrepancies',
  status_label: 'Con differenze',
  discrepancy_count: 1,
  counts: { payment: { ledger: 3, provider: 4 } },
  started_at: '2026-11-26T01:00:00.000Z',
  finished_at: '2026-11-26T01:00:02.000Z',
  discrepancies: [
    {
      item: 'payment',
      kind: 'missing_in_ledger',
      description: 'Il fornitore ha registrato il pagamento pi_9 di 45,50 €, che nel libro contabile manca.',
      reference: 'pi_9',
      order_id: 12,
      payout_id: null,
      dealer_id: null,
      ledger_amount: null,
      provider_amount: 45.5,
      at: '2026-11-25T09:00:00.000Z',
    },
  ],
  limits: ['Fornitore dimostrativo: i suoi registri sono nella stessa base dati; nessun denaro reale.'],
  error: null,
});

const dealerUnknown = handle('adminDealer', () => apiError(404, 'Non trovato.'));

describe('console: settlement', () => {
  it('"Blocca versamenti" asks for a reason before blocking a dealer’s payouts', async () => {
    let current = account;
    let sent: unknown;
    server.use(
      dealerUnknown,
      handle('adminPayoutAccounts', () => paged([current])),
      handle('adminPayoutsBlock', ({ body }) => {
        sent = body;
        return (current = { ...account, blocked: true });
      }),
    );
    await renderConsole('/admin/payout-accounts');
    expect(await screen.findByText('Dati mancanti', {}, { timeout: 20_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Blocca versamenti' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Blocca versamenti' });
    expect(confirm).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Documenti da verificare' },
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(sent).toEqual({ blocked: true, reason: 'Documenti da verificare' }));
    expect(await screen.findByRole('button', { name: 'Sblocca versamenti' })).toBeInTheDocument();
  });

  it('"Riprova" on a failed payout asks first, then starts a new payout once', async () => {
    let retries = 0;
    server.use(
      dealerUnknown,
      handle('adminPayouts', () => paged([failed])),
      handle('adminPayoutRetry', () => {
        retries += 1;
        return { ...failed, id: 32, status: 'paid', status_label: 'Versato', failure: null };
      }),
    );
    await renderConsole('/admin/payouts');
    fireEvent.click(await screen.findByRole('button', { name: 'Riprova' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Riprovare il versamento?' });
    expect(within(dialog).getByText(/77,60 €/)).toBeInTheDocument();
    expect(retries).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(retries).toBe(1));
    expect(requests.some((r) => r.url.pathname === '/api/admin/payouts/31/retry')).toBe(true);
  });

  it('shows the ledger check above the reconciliations, with each problem in euro', async () => {
    server.use(
      handle('adminLedgerCheck', () => ({
        clean: false,
        problems: [{ check: 'account', ref: 'platform:vat', expected_cents: 1000, actual_cents: 990 }],
      })),
      handle('adminReconciliations', () => paged([report])),
      handle('adminReconciliation', () => report),
    );
    await renderConsole('/admin/reconciliations');
    expect(await screen.findByText('Il libro contabile ha 1 differenza:', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('account platform:vat: atteso 10,00 €, trovato 9,90 €')).toBeInTheDocument();
    expect(await screen.findByText('Con differenze', { selector: 'td *' })).toBeInTheDocument();
  });

  it('shows a reconciliation report with what each side held and each difference', async () => {
    server.use(handle('adminReconciliation', () => report));
    await renderConsole('/admin/reconciliations/4/show');
    expect(await screen.findByText(/che nel libro contabile manca/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Pagamenti: 3 nel libro, 4 presso il fornitore')).toBeInTheDocument();
    expect(screen.getByText('Manca nel libro')).toBeInTheDocument();
  });

  it('"Esegui ora" runs today’s reconciliation', async () => {
    let runs = 0;
    server.use(
      handle('adminLedgerCheck', () => ({ clean: true, problems: [] })),
      handle('adminReconciliations', () => paged([])),
      handle('adminReconciliationRun', () => {
        runs += 1;
        return report;
      }),
    );
    await renderConsole('/admin/reconciliations');
    expect(
      await screen.findByText('Il libro contabile è in ordine: nessuna differenza.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Esegui ora' }));
    await waitFor(() => expect(runs).toBe(1));
  });
});
