import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quotation, QuotationFilter, QuotationStatus, User } from '../../contract';
import QuotationsPage from '../../src/features/dealer/quotations/QuotationsPage';
import { formatCurrency } from '../../src/ui/format';
import { feedbackPath } from '../../src/platform/paths';

/** Euro as Testing Library reads it (its matchers turn the non-breaking space into a space). */
const eur = (amount: number) => formatCurrency(amount).replace(/\s/g, ' ');
import { userFixture } from './fixtures';
import { quotationIn, quotationRow, renderScreen, signIn } from './fixtures/quotations';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';

const pdf = vi.hoisted(() => ({ options: [] as unknown[], saved: [] as string[], tables: [] as unknown[] }));
vi.mock('jspdf', () => ({
  jsPDF: class {
    // The page width places the dealer's letterhead top right (A4 landscape).
    internal = { pageSize: { getWidth: () => 297 } };
    constructor(options: unknown) {
      pdf.options.push(options);
    }
    setFontSize() {}
    text() {}
    line() {}
    getTextWidth() {
      return 10;
    }
    save(name: string) {
      pdf.saved.push(name);
    }
  },
}));
vi.mock('jspdf-autotable', () => ({ autoTable: (_doc: unknown, options: unknown) => pdf.tables.push(options) }));

const ROUTES: Record<QuotationFilter, string> = {
  pending: '/dashboard/sent',
  accepted: '/dashboard/fulfilled',
  cancelled: '/dashboard/archived',
};

function showList(
  filter: QuotationFilter,
  quotations: Quotation[],
  { selected, user = userFixture({ id: 7 }) }: { selected?: number; user?: User } = {},
) {
  signIn(user);
  server.use(
    handle('quotationList', ({ params }) =>
      params.filter === filter
        ? { data: quotations, total: quotations.length, page: 1, per_page: 10, last_page: 1 }
        : apiError(400, 'wrong filter'),
    ),
  );
  const path = ROUTES[filter] + (selected ? `?id=${selected}` : '');
  return renderScreen(<QuotationsPage filter={filter} />, { path, route: ROUTES[filter] });
}

const detail = () => screen.findByRole('article');

beforeEach(() => {
  pdf.options.length = 0;
  pdf.saved.length = 0;
  pdf.tables.length = 0;
});

describe('quotation lists', () => {
  it.each<[QuotationFilter]>([['pending'], ['accepted'], ['cancelled']])(
    '%s asks the API for that filter with the URL filters',
    async (filter) => {
      signIn(userFixture({ id: 7 }));
      server.use(handle('quotationList', () => ({ data: [], total: 0, page: 1, per_page: 10, last_page: 1 })));
      renderScreen(<QuotationsPage filter={filter} />, {
        path: `${ROUTES[filter]}?search=panda&sort=asc`,
        route: ROUTES[filter],
      });
      expect(await screen.findByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
      const url = requests.find((r) => r.url.pathname.includes('/quotation/list/'))!.url;
      expect(url.pathname).toBe(`/api/dealer/7/quotation/list/${filter}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({ page: '1', search: 'panda', sort: 'asc' });
    },
  );

  it('shows code, total, timer (pending only) and tags; selecting one opens its detail with the id in the URL', async () => {
    const pending = quotationIn('pending', { id: 1, quotation_code: 'PRV-1', total_price: 207.4, timing_residue: 90 });
    showList('pending', [pending, quotationIn('pending', { id: 2, quotation_code: 'PRV-2' })]);
    const user = userEvent.setup();
    const item = (await screen.findByText('Preventivo PRV-1')).closest('[role="button"]') as HTMLElement;
    expect(within(screen.getByRole('region', { name: 'Preventivi' })).getAllByRole('button')).toHaveLength(2);
    expect(item).toHaveTextContent(`Totale ${eur(207.4)}`);
    expect(within(item).getByRole('timer')).toHaveTextContent('1h 30m');
    expect(screen.getByText('Seleziona un preventivo per vederne il dettaglio.')).toBeInTheDocument();

    await user.click(item);
    expect(await detail()).toHaveAccessibleName('Preventivo PRV-1');
    expect(item).toHaveAttribute('aria-current', 'true');
  });

  it('has no timer on accepted quotations', async () => {
    showList('accepted', [quotationIn('paid')]);
    await screen.findByText('Preventivo PRV-000600');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('quotation detail', () => {
  it('shows every row column: struck list price, discount, net price, VAT, row total, and the totals', async () => {
    showList('pending', [quotationIn('pending')], { selected: 600 });
    const table = within(await detail()).getByRole('table', { name: 'Ricambi del preventivo' });
    const [row] = within(table).getAllByRole('row').slice(1, 2);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Faro anterioreNote: Garanzia 12 mesi',
      'OE-51787ART-77',
      'ValeoRicondizionato',
      '2',
      formatCurrency(100),
      '20%',
      formatCurrency(80),
      '22%',
      formatCurrency(195.2),
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Ricambio',
      'Codice OE / Codice articolo',
      'Marca / Condizione',
      'Q.tà',
      'Prezzo di listino',
      'Sconto',
      'Prezzo netto',
      'IVA',
      'Totale IVA incl.',
    ]);
    expect(within(row).getByText(eur(100)).tagName).toBe('S');
    expect(within(table).getByText('Imponibile ricambi').nextElementSibling).toHaveTextContent(eur(160));
    expect(within(table).getByText('Spedizione').nextElementSibling).toHaveTextContent(eur(10));
    expect(within(table).getByText('IVA (ricambi e spedizione)').nextElementSibling).toHaveTextContent(eur(37.4));
    expect(within(table).getByText('Totale preventivo').closest('tr')).toHaveTextContent(eur(207.4));
  });

  it('pending: both fee lines, the shipping note, no customer data even if present', async () => {
    showList('pending', [quotationIn('pending', { user: quotationIn('paid').user })], { selected: 600 });
    const article = await detail();
    expect(within(article).getByText(`Spedizione completa: ${eur(10)} + IVA 22%`)).toBeInTheDocument();
    expect(within(article).getByText(`Spedizione parziale: ${eur(6)} + IVA 22%`)).toBeInTheDocument();
    expect(
      within(article).getByText(
        'Le spese di spedizione corrette saranno calcolate quando il cliente accetterà il preventivo.',
      ),
    ).toBeInTheDocument();
    expect(within(article).queryByText('Dati del cliente')).toBeNull();
    expect(within(article).queryByText('giulia.bianchi@example.com')).toBeNull();
  });

  it('accepted: the customer data, only the chosen fee line, no pending note', async () => {
    showList('accepted', [quotationIn('paid', { shipping_fee_chosen: 'partial' })], { selected: 600 });
    const article = await detail();
    const customer = within(article).getByRole('region', { name: 'Dati del cliente' });
    expect(customer).toHaveTextContent('Giulia Bianchi');
    expect(customer).toHaveTextContent('BNCGLI80A41F205X');
    expect(customer).toHaveTextContent('giulia.bianchi@example.com');
    expect(customer).toHaveTextContent('+393331234567');
    expect(within(article).queryByText(/^Spedizione completa:/)).toBeNull();
    expect(within(article).getByText(`Spedizione parziale: ${eur(6)} + IVA 22%`)).toBeInTheDocument();
    expect(within(article).queryByText(/spese di spedizione corrette/)).toBeNull();
  });

  it.each<[string, Partial<Quotation>, string[], boolean]>([
    ['payment-pending', { status: 'payment-pending' }, ['Da Pagare'], false],
    ['paid online', { status: 'paid' }, ['Da Spedire', 'Pagamento online'], true],
    [
      'paid offline (bank transfer)',
      { status: 'paid', payment_type: 'offline', payment_method_id: 3 },
      ['Da Spedire', 'Pagamento offline', 'Bonifico bancario'],
      false,
    ],
    ['complete online', { status: 'complete', tracking_code: 'BRT-1' }, ['Spedito'], false],
    [
      'complete offline (cash on delivery)',
      { status: 'complete', payment_type: 'offline', payment_method_id: 2 },
      ['Gestione offline', 'Contrassegno'],
      false,
    ],
  ])('%s: tags %o, CONFERMA SPEDIZIONE %s', async (_name, overrides, tags, button) => {
    showList('accepted', [quotationIn(overrides.status ?? 'paid', overrides)], { selected: 600 });
    const article = await detail();
    const chips = within(article)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(chips).toEqual(tags);
    expect(within(article).queryByRole('button', { name: 'Conferma spedizione' }) !== null).toBe(button);
    const offline = overrides.payment_type === 'offline';
    expect(
      within(article).queryByText('Pagamento offline: contatta il cliente per concordare pagamento e spedizione.') !==
        null,
    ).toBe(offline);
  });

  it('archived: "Scaduto", no fee lines, no customer', async () => {
    showList('cancelled', [quotationIn('cancelled')], { selected: 600 });
    const article = await detail();
    expect(within(article).getByText('Scaduto')).toBeInTheDocument();
    expect(within(article).queryByText(/^Spedizione (completa|parziale):/)).toBeNull();
    expect(within(article).queryByText('Dati del cliente')).toBeNull();
  });

  it.each([
    [{ tracking_code: 'BRT-998877' }, 'Codice di tracciamento: BRT-998877'],
    [{ tracking_message: 'Consegna con corriere interno' }, 'Nota di spedizione: Consegna con corriere interno'],
  ])('complete online shows how it was shipped: %o', async (tracking, text) => {
    showList('accepted', [quotationIn('complete', tracking)], { selected: 600 });
    expect(within(await detail()).getByText(text)).toBeInTheDocument();
  });

  it('exports an A4 landscape PDF with the rows', async () => {
    showList(
      'pending',
      [
        quotationIn('pending', {
          quotation_rows: [quotationRow(), quotationRow({ id: 9002, part_name: 'Specchietto' })],
        }),
      ],
      { selected: 600 },
    );
    const user = userEvent.setup();
    await user.click(within(await detail()).getByRole('button', { name: 'Esporta PDF' }));
    await waitFor(() => expect(pdf.saved).toEqual(['preventivo-PRV-000600.pdf']));
    expect(pdf.options).toEqual([{ orientation: 'landscape', unit: 'mm', format: 'a4' }]);
    expect((pdf.tables[0] as { body: string[][] }).body.map((row) => row[0])).toEqual([
      'Faro anteriore',
      'Specchietto',
    ]);
  });
});

describe('feedback link', () => {
  const link = async () => within(await detail()).queryByRole('link', { name: 'Lascia un feedback' });

  it.each<[QuotationStatus]>([['payment-pending'], ['paid'], ['complete']])(
    'an accepted (%s) quotation links to its questionnaire',
    async (status) => {
      showList('accepted', [quotationIn(status, { id: 612 })], { selected: 612 });
      const user = userEvent.setup();
      await user.click((await link())!);
      expect((await screen.findByTestId('location')).textContent).toBe(feedbackPath(612));
    },
  );

  it.each<[QuotationFilter, QuotationStatus]>([
    ['pending', 'pending'],
    ['cancelled', 'cancelled'],
  ])('a %s quotation has no link', async (filter, status) => {
    showList(filter, [quotationIn(status)], { selected: 600 });
    expect(await link()).toBeNull();
  });
});

describe('tracking form', () => {
  const paidOnline = () => quotationIn('paid', { id: 600 });

  async function openTracking() {
    const user = userEvent.setup();
    await user.click(within(await detail()).getByRole('button', { name: 'Conferma spedizione' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Conferma spedizione' }) };
  }

  it('requires the field of the current mode; the link switches between code and note', async () => {
    showList('accepted', [paidOnline()], { selected: 600 });
    const { user, dialog } = await openTracking();
    expect(within(dialog).getByLabelText(/Codice di tracciamento/)).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    const code = within(dialog).getByLabelText(/Codice di tracciamento/);
    expect(await within(dialog).findByText('Codice di tracciamento: campo obbligatorio')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, 'B');
    expect(within(dialog).queryByText('Codice di tracciamento: campo obbligatorio')).toBeNull();
    await user.clear(code);

    await user.click(within(dialog).getByRole('button', { name: /Scrivi una nota di spedizione/ }));
    expect(within(dialog).queryByLabelText(/Codice di tracciamento/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    expect(await within(dialog).findByText('Nota di spedizione: campo obbligatorio')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nota di spedizione/)).toBeRequired();
    await user.click(within(dialog).getByRole('button', { name: /Hai un codice di tracciamento/ }));
    expect(within(dialog).getByLabelText(/Codice di tracciamento/)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it.each([
    ['code', 'BRT-123', { tracking_code: 'BRT-123', tracking_message: null }, 'Codice di tracciamento: BRT-123'],
    [
      'note',
      'Ritiro in sede',
      { tracking_code: null, tracking_message: 'Ritiro in sede' },
      'Nota di spedizione: Ritiro in sede',
    ],
  ])('sends the %s, confirms, and replaces the record with the answer', async (mode, value, expectedBody, shown) => {
    let body: unknown = null;
    server.use(
      handle('quotationTracking', ({ params, body: sent }) => {
        body = sent;
        return { ...paidOnline(), id: params.id, status: 'complete', ...sent };
      }),
    );
    showList('accepted', [paidOnline()], { selected: 600 });
    const { user, dialog } = await openTracking();
    if (mode === 'note') await user.click(within(dialog).getByRole('button', { name: /Scrivi una nota/ }));
    await user.type(within(dialog).getByRole('textbox'), value);
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));

    expect(
      await within(dialog).findByText('Spedizione confermata: i dati di tracciamento sono stati inseriti.'),
    ).toBeInTheDocument();
    expect(body).toEqual(expectedBody);
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    const article = await detail();
    await waitFor(() => expect(within(article).getByText(shown)).toBeInTheDocument());
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spedito']);
    expect(within(article).queryByRole('button', { name: 'Conferma spedizione' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Preventivi' })).getByRole('button')).toHaveTextContent('Spedito');
  });

  it('a failure is only logged: the dialog stays open and can send again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      handle('quotationTracking', () => apiError(409, 'La spedizione di questo preventivo è già stata confermata.')),
    );
    showList('accepted', [paidOnline()], { selected: 600 });
    const { user, dialog } = await openTracking();
    await user.type(within(dialog).getByRole('textbox'), 'BRT-1');
    await user.click(within(dialog).getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(within(dialog).getByRole('button', { name: 'Invia' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox')).toHaveValue('BRT-1');
    expect(within(dialog).queryByText(/Spedizione confermata/)).toBeNull();
    logged.mockRestore();
  });
});

describe('delivery of an offline sale', () => {
  const offline = (overrides: Partial<Quotation> = {}) =>
    quotationIn('complete', { payment_type: 'offline', payment_method_id: 2, delivered_at: null, ...overrides });
  // The list loads first: a generous wait on a busy machine.
  const shown = () => screen.findByRole('article', undefined, { timeout: 20_000 });
  const person = (role: 'shipping' | 'quoter'): User => ({
    ...userFixture({ id: 7 }),
    staff: { id: 90, email: 'luca@ricambirossi.example', name: 'Luca', surname: 'Bianchi', role },
  });

  it('the warehouse marks it collected: the answer replaces the record and the buttons give way to the date', async () => {
    let body: unknown = null;
    server.use(
      handle('quotationDelivered', ({ params, body: sent }) => {
        body = sent;
        return offline({ id: params.id, delivered_at: '2025-03-05T10:00:00.000Z', delivery_kind: 'collected' });
      }),
    );
    showList('accepted', [offline()], { selected: 600, user: person('shipping') });
    const user = userEvent.setup();
    const group = await within(await shown()).findByRole('group', { name: 'Consegna al cliente' });
    expect(within(group).getByRole('button', { name: 'Segna consegnato' })).toBeEnabled();
    await user.click(within(group).getByRole('button', { name: 'Segna ritirato in sede' }));
    expect(await within(await shown()).findByText('Ritirato in sede il 05/03/2025')).toBeInTheDocument();
    expect(body).toEqual({ kind: 'collected' });
    expect(within(await shown()).queryByRole('button', { name: 'Segna consegnato' })).toBeNull();
  });

  it('has no buttons for a quoter', async () => {
    showList('accepted', [offline()], { selected: 600, user: person('quoter') });
    await shown();
    expect(screen.queryByRole('button', { name: 'Segna consegnato' })).toBeNull();
  });

  it('has no buttons on an online sale shipped, whoever looks', async () => {
    showList('accepted', [quotationIn('complete', { tracking_code: 'BRT-1' })], { selected: 600 });
    expect(await within(await shown()).findByText('Codice di tracciamento: BRT-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Segna consegnato' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Segna ritirato in sede' })).toBeNull();
  });

  it('the owner sees the buttons and the server’s refusal in Italian', async () => {
    server.use(
      handle('quotationDelivered', () => apiError(409, 'La consegna di questo preventivo è già stata registrata.')),
    );
    showList('accepted', [offline()], { selected: 600 });
    const user = userEvent.setup();
    const group = await within(await shown()).findByRole('group', { name: 'Consegna al cliente' });
    await user.click(within(group).getByRole('button', { name: 'Segna consegnato' }));
    expect(
      await within(group).findByText('La consegna di questo preventivo è già stata registrata.'),
    ).toBeInTheDocument();
  });
});
