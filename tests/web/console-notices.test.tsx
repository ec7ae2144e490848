import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityEntry, AdminDealer } from '../../contract/entities/admin';
import { NoticeBody } from '../../contract/api/admin';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderConsole } from './console-render';

const dealer = AdminDealer.parse({
  id: 8,
  email: 'dealer2@demo.example',
  legal_name: 'Autoricambi Bianchi',
  name: null,
  surname: null,
  vat_number: null,
  adr_city: 'Torino',
  adr_province: 1,
  province_code: 'TO',
  credits: 40,
  dealer_stars: 4,
  subscription_status: 'active',
  subscription_ends_at: null,
  suspended_at: null,
  created_at: '2026-01-01T10:00:00.000Z',
});
const sentEntry = (id: number, after: object) =>
  ActivityEntry.parse({
    id,
    operator_id: 1,
    operator_email: 'operatore@demo.example',
    action: 'notice.send',
    entity: 'notice',
    entity_id: null,
    before: null,
    after,
    created_at: '2026-11-25T09:00:00.000Z',
  });

const posts = () => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/admin/notices');

/** Later steps of a screen already shown: generous under a loaded machine. */
const later = { timeout: 10_000 };

describe('console: Avvisi', () => {
  it('lists the sent notices (activity entries notice.send)', async () => {
    server.use(
      handle('adminActivity', () =>
        paged([sentEntry(12, { dealer_id: null, title: 'Manutenzione sabato', text: 'x', recipients: 3 })]),
      ),
    );
    await renderConsole('/admin/avvisi');
    expect(await screen.findByText('Manutenzione sabato', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(requests.find((r) => r.url.pathname === '/api/admin/activity')!.url.searchParams.get('action')).toBe(
      'notice.send',
    );
    const row = screen.getByText('Manutenzione sabato').closest('tr')!;
    expect(within(row).getByText('Tutti')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
  });

  it('reviews the notice before sending it to every dealer; going back sends nothing', async () => {
    let body: unknown;
    let sent = false;
    server.use(
      handle('adminActivity', () =>
        paged(
          sent
            ? [sentEntry(13, { dealer_id: null, title: 'Nuove tariffe', text: 'Dal 1° dicembre.', recipients: 2 })]
            : [],
        ),
      ),
      handle('adminNoticeSend', ({ body: sentBody }) => {
        body = sentBody;
        sent = true;
        return { recipients: 2, dealer_id: null };
      }),
    );
    await renderConsole('/admin/avvisi');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Titolo' }, { timeout: 20_000 }), {
      target: { value: 'Nuove tariffe' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Testo' }), { target: { value: 'Dal 1° dicembre.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rivedi l’avviso' }));

    let dialog = await screen.findByRole('dialog', { name: 'Controlla l’avviso prima di inviarlo' }, later);
    expect(within(dialog).getByText('Tutti i ricambisti non sospesi')).toBeInTheDocument();
    expect(within(dialog).getByText('Nuove tariffe')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Torna a modificare' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), later);
    expect(posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Rivedi l’avviso' }));
    dialog = await screen.findByRole('dialog', undefined, later);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia l’avviso' }));
    expect(await screen.findByText('Avviso inviato a 2 ricambisti.', undefined, later)).toBeInTheDocument();
    expect(body).toEqual({ dealer_id: null, title: 'Nuove tariffe', text: 'Dal 1° dicembre.' });
    expect(NoticeBody.safeParse(body).success).toBe(true);
    expect(posts()).toHaveLength(1);
    expect(await screen.findByText('Nuove tariffe', { selector: 'td *' }, later)).toBeInTheDocument();
  });

  it('refuses "one dealer" without the dealer, then sends to the chosen one', async () => {
    let body: unknown;
    server.use(
      handle('adminActivity', () => paged([])),
      handle('adminDealers', () => paged([dealer])),
      handle('adminDealer', () => ({
        ...dealer,
        phone: null,
        pec: null,
        sdi: null,
        iban: null,
        adr_street: null,
        adr_house_no: null,
        adr_zip_code: null,
        terms_accepted_at: null,
        subscription_cost: null,
        subscription_canceled_at: null,
        fees_due: 0,
        fees_due_count: 0,
        quotations: { total: 0, pending: 0, accepted: 0, cancelled: 0 },
        credit_ledger: [],
      })),
      handle('adminNoticeSend', ({ body: sentBody }) => {
        body = sentBody;
        return { recipients: 1, dealer_id: 8 };
      }),
    );
    await renderConsole('/admin/avvisi');
    fireEvent.click(await screen.findByRole('radio', { name: 'Un ricambista' }, { timeout: 20_000 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Titolo' }), { target: { value: 'Documenti' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Testo' }), { target: { value: 'Manca la visura.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rivedi l’avviso' }));
    expect(await screen.findByText('Campo obbligatorio', undefined, later)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Ricambista' });
    fireEvent.change(picker, { target: { value: 'Bian' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Autoricambi Bianchi' }, later));
    fireEvent.click(screen.getByRole('button', { name: 'Rivedi l’avviso' }));
    const dialog = await screen.findByRole('dialog', undefined, later);
    expect(await within(dialog).findByText('Autoricambi Bianchi', undefined, later)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invia l’avviso' }));
    expect(await screen.findByText('Avviso inviato a 1 ricambista.', undefined, later)).toBeInTheDocument();
    expect(body).toEqual({ dealer_id: 8, title: 'Documenti', text: 'Manca la visura.' });
  });
});
