import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract';
import type { Payout, PayoutAccount, SettlementBalances, SettlementSale } from '../../contract/entities/settlement';
import { app } from '../../i18n/it/app';
import { teamScreensCopy } from '../../i18n/it/app/teamScreens';
import { settlementMessages } from '../../i18n/it/settlement';
import { createPayoutStatement } from '../../src/features/dealer/settlement/payoutStatement';
import { dealerWith } from './fixtures';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

/* /incassi: the payout account, the balances, "Richiedi versamento" behind a confirmation, the sales, the payouts with
   their PDF statement; the owner and Amministrazione only. */

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

/** Amounts as the formatter writes them: a no-break space before the euro sign (toHaveTextContent makes it a space). */
const eur = (text: string) => text.replace(/ €/g, '\u00a0€');

const owner = (): User => ({ ...dealerWith('active'), iban: 'IT60X0542811101000000123456' });
const person = (role: 'quoter' | 'shipping' | 'billing'): User => ({
  ...owner(),
  staff: { id: 90, email: 'paola@ricambirossi.example', name: 'Paola', surname: 'Verdi', role },
});

const account = (patch: Partial<PayoutAccount> = {}): PayoutAccount => ({
  provider: 'demo',
  state: 'active',
  charges_enabled: true,
  payouts_enabled: true,
  requirements: [],
  iban_last4: '3456',
  schedule: 'weekly',
  minimum_amount: 0,
  blocked: false,
  limits: [...settlementMessages.limits.demo],
  ...patch,
});

const balances = (patch: Partial<SettlementBalances> = {}): SettlementBalances => ({
  held: 77.6,
  available: 1234.56,
  in_transit: 0,
  paid: 300,
  next_payout_date: '2026-12-07',
  hold_days: 7,
  ...patch,
});

const sale = (patch: Partial<SettlementSale> = {}): SettlementSale => ({
  quotation: { id: 41, code: 'PRV-000041' },
  created_at: '2026-11-20T10:00:00.000Z',
  gross: 80,
  fee: 2.4,
  fee_vat: 0.43,
  net: 77.6,
  state: 'held',
  state_label: 'In attesa',
  delivered_at: null,
  available_at: null,
  payout_id: null,
  ...patch,
});

const payout = (patch: Partial<Payout> = {}): Payout => ({
  id: 3,
  dealer_id: 7,
  amount: 1234.56,
  status: 'paid',
  status_label: 'Versato',
  automatic: false,
  external_id: 'demo_po_3',
  failure: null,
  created_at: '2026-11-25T09:00:00.000Z',
  paid_at: '2026-11-25T09:00:01.000Z',
  sales: [{ quotation_id: 39, code: 'PRV-000039', net: 1234.56 }],
  ...patch,
});

const page = <T,>(data: T[]) => ({ data, total: data.length, page: 1, per_page: 25, last_page: 1 });

/** The API as a demo dealer with an active account sees it; a payout moves the available balance to Versato. */
function serveSettlement(start: { account?: PayoutAccount; balances?: SettlementBalances } = {}) {
  let current = start.balances ?? balances();
  const payouts: Payout[] = [];
  server.use(
    handle('payoutAccount', () => start.account ?? account()),
    handle('settlementBalances', () => current),
    handle('settlementSales', () => page([sale()])),
    handle('dealerPayouts', () => page(payouts)),
    handle('dealerPayoutRequest', () => {
      const made = payout({ id: 4, amount: current.available });
      payouts.unshift(made);
      current = { ...current, available: 0, paid: current.paid + current.available };
      return made;
    }),
  );
}

const figure = (label: string) =>
  within(screen.getByRole('region', { name: 'Saldi' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: label }))!;

const payoutRequests = () => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/dealer/7/payouts');

beforeEach(() => {
  server.use(handle('methodList', () => []));
});

describe('Incassi (/incassi)', () => {
  it('shows In attesa, Disponibile and Versato, the next payout and each sale with gross, fee, its VAT and net', async () => {
    serveSettlement();
    renderApp('/incassi', owner());
    await screen.findByRole('region', { name: 'Saldi' });
    expect(figure('In attesa')).toHaveTextContent('77,60 €');
    expect(figure('Disponibile')).toHaveTextContent('1.234,56 €');
    expect(figure('Versato')).toHaveTextContent('300,00 €');
    expect(screen.getByText('Prossimo versamento automatico: 07/12/2026')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Incassi attivi con il fornitore dimostrativo: i versamenti vanno sul conto che termina con 3456.',
      ),
    ).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Vendite online' });
    const [head, row] = within(table).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Data', 'Preventivo', 'Lordo', 'Commissione', 'di cui IVA', 'Netto', 'Stato']);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20/11/2026', 'PRV-000041', eur('80,00 €'), eur('2,40 €'), eur('0,43 €'), eur('77,60 €'), 'In attesa']);
  });

  it('"Richiedi versamento" asks first: Annulla sends nothing; confirming pays out all of Disponibile once', async () => {
    serveSettlement();
    const user = userEvent.setup();
    renderApp('/incassi', owner());
    await user.click(await screen.findByRole('button', { name: 'Richiedi versamento' }));
    let dialog = await screen.findByRole('dialog', { name: 'Richiedi versamento' });
    expect(dialog).toHaveTextContent('Verseremo 1.234,56 €, tutto il disponibile');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(payoutRequests()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Richiedi versamento' }));
    dialog = await screen.findByRole('dialog', { name: 'Richiedi versamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il versamento' }));
    await screen.findByText('Versamento di 1.234,56 € richiesto.');
    expect(payoutRequests()).toHaveLength(1);
    await waitFor(() => expect(figure('Disponibile')).toHaveTextContent('0,00 €'));
    expect(figure('Versato')).toHaveTextContent('1.534,56 €');
    // Nothing left to pay out: the button rests.
    expect(screen.getByRole('button', { name: 'Richiedi versamento' })).toBeDisabled();
    const payouts = screen.getByRole('region', { name: 'Versamenti' });
    expect(await within(payouts).findByRole('heading', { name: 'Versamento n. 4 del 25/11/2026' })).toBeInTheDocument();
    const paidSales = within(payouts).getByRole('list', { name: 'Vendite del versamento n. 4' });
    expect(within(paidSales).getByRole('listitem')).toHaveTextContent(/^PRV-000039\s*1\.234,56 €$/);
  });

  it('says why the payout is refused (the server’s message)', async () => {
    serveSettlement();
    server.use(handle('dealerPayoutRequest', () => apiError(409, settlementMessages.nothingAvailable)));
    const user = userEvent.setup();
    renderApp('/incassi', owner());
    await user.click(await screen.findByRole('button', { name: 'Richiedi versamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Richiedi versamento' });
    await user.click(within(dialog).getByRole('button', { name: 'Conferma il versamento' }));
    expect(await screen.findByText(settlementMessages.nothingAvailable)).toBeInTheDocument();
  });

  it('without an account: "Attiva incassi" leads to the demo page, which activates with the profile’s IBAN', async () => {
    let state: PayoutAccount['state'] = 'none';
    serveSettlement({ balances: balances({ held: 0, available: 0, paid: 0, next_payout_date: null }) });
    server.use(
      handle('payoutAccount', () => account({ state, iban_last4: state === 'active' ? '3456' : null })),
      handle('payoutAccountDemoActivate', () => {
        state = 'active';
        return account();
      }),
    );
    const user = userEvent.setup();
    renderApp('/incassi', owner());
    expect(await screen.findByText(/Gli incassi online non sono ancora attivi/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Richiedi versamento' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Versamenti automatici' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Attiva incassi' }));
    await waitFor(() => expect(currentPath()).toBe('/incassi/attiva'));
    expect(await screen.findByText('IT60 X054 2811 1010 0000 0123 456')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Attiva incassi' }));
    await waitFor(() => expect(currentPath()).toBe('/incassi'));
    expect(await screen.findByText(/Incassi attivi con il fornitore dimostrativo/)).toBeInTheDocument();
  });

  it('with PayPal: says what PayPal cannot do', async () => {
    serveSettlement({
      account: account({ provider: 'paypal', state: 'none', limits: [...settlementMessages.limits.paypal] }),
    });
    renderApp('/incassi', owner());
    expect(await screen.findByRole('heading', { name: 'Cosa non è possibile con PayPal' })).toBeInTheDocument();
    expect(screen.getByText(settlementMessages.limits.paypal[0])).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attiva incassi' })).toBeInTheDocument();
  });

  it('saves the automatic payouts: daily, from 50,00 €', async () => {
    serveSettlement();
    const saved: unknown[] = [];
    server.use(
      handle('payoutSchedule', ({ body }) => {
        saved.push(body);
        return account({ schedule: 'daily', minimum_amount: 50 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/incassi', owner());
    const form = await screen.findByRole('region', { name: 'Versamenti automatici' });
    await user.click(within(form).getByRole('radio', { name: 'Ogni giorno' }));
    const minimum = within(form).getByRole('textbox', { name: 'Importo minimo (€)' });
    await user.clear(minimum);
    await user.type(minimum, '50');
    await user.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText('Versamenti automatici aggiornati.')).toBeInTheDocument();
    expect(saved).toEqual([{ schedule: 'daily', minimum_amount: 50 }]);
  });
});

describe('who sees Incassi', () => {
  it.each(['quoter', 'shipping'] as const)(
    'a %s has no Incassi in the nav, and /incassi is not their page',
    async (role) => {
      serveSettlement();
      renderApp('/incassi', person(role));
      await screen.findByRole('heading', { name: teamScreensCopy.notAllowed.title });
      const nav = screen.getByRole('navigation', { name: app.layout.mainNav });
      expect(within(nav).queryByRole('link', { name: app.nav.settlement })).toBeNull();
      expect(requests.some((r) => r.url.pathname.includes('/settlement/') || r.url.pathname.includes('/payout'))).toBe(
        false,
      );
    },
  );

  it.each([
    ['the owner', owner()],
    ['Amministrazione', person('billing')],
  ])('%s has Incassi in the nav and opens it', async (_who, user) => {
    serveSettlement();
    renderApp('/incassi', user);
    const nav = await screen.findByRole('navigation', { name: app.layout.mainNav });
    expect(within(nav).getByRole('link', { name: app.nav.settlement })).toHaveAttribute('href', '/incassi');
    expect(await screen.findByRole('region', { name: 'Saldi' })).toBeInTheDocument();
  });
});

describe('the payout’s PDF statement', () => {
  it('lists the payout’s sales with gross, fee, VAT and net written the Italian way', async () => {
    const doc = await createPayoutStatement({
      payout: payout({
        amount: 1312.16,
        sales: [
          { quotation_id: 41, code: 'PRV-000041', net: 77.6 },
          { quotation_id: 39, code: 'PRV-000039', net: 1234.56 },
        ],
      }),
      dealer: { legal_name: 'Ricambi Rossi S.r.l.', vat_number: '12345678901' },
      ibanLast4: '3456',
      details: new Map([[41, sale()]]),
    });
    const pdf = new TextDecoder('latin1').decode(doc.output('arraybuffer'));
    // The standard font's WinAnsi bytes: 0x80 the euro sign, 0x97 the dash, 0xA0 the no-break space.
    const shown = [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)].map(([, text]) =>
      text
        .replace(/\\(.)/g, '$1')
        .replace(/\u0080/g, '€')
        .replace(/\u0097/g, '—')
        .replace(/\u00a0/g, ' '),
    );
    expect(shown).toEqual(
      expect.arrayContaining([
        'Estratto del versamento n. 3',
        'Ricambista: Ricambi Rossi S.r.l.',
        'Importo versato: 1.312,16 €',
        'Conto che termina con 3456',
        'PRV-000041',
        '80,00 €',
        '2,40 €',
        '0,43 €',
        '77,60 €',
        // Older than the pages the statement reads: its net alone.
        'PRV-000039',
        '—',
        '1.234,56 €',
        'Totale versato',
        '1.312,16 €',
      ]),
    );
  });
});
