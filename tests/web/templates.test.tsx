import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Template } from '../../contract/entities/quoting';
import { app } from '../../i18n/it/app';
import { quotingMessages } from '../../i18n/it/quoting';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft, defaultOption } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { userFixture } from './fixtures';
import { renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { apiError, handle, requests, type HandlerContext } from './msw/handlers';
import { server } from './msw/server';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const dealer = userFixture({ id: 7 });
const tpl = app.quoting.templates;
const boschNew = Template.parse({
  id: 3,
  name: 'Bosch nuovo',
  brand: 'Bosch',
  condition: 'new',
  tax_import: 22,
  discount: 10,
  notes: 'Garanzia 24 mesi',
  created_at: '2026-01-10T10:00:00.000Z',
});
const usedTen = Template.parse({
  id: 4,
  name: 'Usato IVA 10',
  brand: 'Ricambi Rossi',
  condition: 'used',
  tax_import: 10,
  discount: null,
  notes: null,
  created_at: '2026-01-11T10:00:00.000Z',
});

/** A draft of two rows; the first has two options, all with codes and prices already typed. */
function openDraft(templates: Template[] = [boschNew, usedTen]) {
  signIn(dealer);
  const submission = requestWithRows({ submission_rows: requestWithRows().submission_rows.slice(0, 2) });
  const draft = createDraft(submission, [], dealer);
  const typed = (rowId: number, extra = {}) => ({
    ...defaultOption(rowId),
    part_code: `OE-${rowId}`,
    net_price: '20',
    ...extra,
  });
  draft.rows = [
    {
      submission_row_id: 1,
      options: [typed(1), typed(1, { part_code: 'OE-1b', brand: 'Valeo', notes: 'Vecchia nota' })],
    },
    { submission_row_id: 2, options: [typed(2, { quantity: '2' })] },
  ];
  draftStore.add(draft);
  server.use(
    handle('submission', () => submission),
    handle('templateList', () => ({ data: templates, total: templates.length, page: 1, per_page: 100, last_page: 1 })),
  );
  renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
  return userEvent.setup();
}

const option = (rowName: string, n: number) =>
  within(screen.getByRole('region', { name: rowName })).getByRole('group', { name: `Opzione ${n}` });
const valueOf = (group: HTMLElement, label: RegExp) => (within(group).getByLabelText(label) as HTMLInputElement).value;
const templateOf = (group: HTMLElement) => ({
  brand: valueOf(group, /^Marca/),
  condition: valueOf(group, /^Condizione/),
  tax_import: valueOf(group, /^IVA/),
  discount: valueOf(group, /^Sconto/),
  notes: valueOf(group, /^Note/),
});
const boschFields = { brand: 'Bosch', condition: 'new', tax_import: '22', discount: '10', notes: 'Garanzia 24 mesi' };

describe('option templates ("Modelli") in the drafts editor', () => {
  it('apply to one row: every option of that row takes the template; codes, prices and the other row stay', async () => {
    const user = openDraft();
    await user.click(await screen.findByRole('button', { name: 'Applica modello a Faro anteriore' }));
    await user.click(await screen.findByRole('menuitem', { name: /Bosch nuovo/ }));
    expect(templateOf(option('Faro anteriore', 1))).toEqual(boschFields);
    expect(templateOf(option('Faro anteriore', 2))).toEqual(boschFields);
    expect(valueOf(option('Faro anteriore', 2), /^Codice OE/)).toBe('OE-1b');
    expect(valueOf(option('Faro anteriore', 1), /^Prezzo netto/)).toBe('20');
    expect(templateOf(option('Pastiglie freno', 1))).toEqual({
      brand: '',
      condition: 'new',
      tax_import: '22',
      discount: '',
      notes: '',
    });
    // The form's autosave writes it to the stored draft.
    await waitFor(() => expect(draftStore.all()[0].rows[0].options[1].brand).toBe('Bosch'));
  });

  it('apply to every row of the draft; a template without discount or notes empties them', async () => {
    const user = openDraft();
    await user.click(await screen.findByRole('button', { name: tpl.applyToAll }));
    const menu = await screen.findByRole('menu', { name: tpl.menuLabel });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bosch nuovoBosch · Nuovo · IVA 22% · sconto 10%', 'Usato IVA 10Ricambi Rossi · Usato · IVA 10%']);
    await user.click(within(menu).getByRole('menuitem', { name: /Usato IVA 10/ }));
    const used = { brand: 'Ricambi Rossi', condition: 'used', tax_import: '10', discount: '', notes: '' };
    expect(templateOf(option('Faro anteriore', 1))).toEqual(used);
    expect(templateOf(option('Faro anteriore', 2))).toEqual(used);
    expect(templateOf(option('Pastiglie freno', 1))).toEqual(used);
    expect(valueOf(option('Pastiglie freno', 1), /^Quantità/)).toBe('2');
  });

  it('with no template the menu says how to save one', async () => {
    const user = openDraft([]);
    await user.click(await screen.findByRole('button', { name: tpl.applyToAll }));
    expect(await screen.findByRole('menuitem', { name: tpl.none })).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves an option as a template under a name: brand, condition, VAT, discount and notes only', async () => {
    let received: HandlerContext<'templateCreate'>['body'] | null = null;
    server.use(
      handle('templateCreate', ({ body }) => {
        received = body;
        return { ...boschNew, id: 9, name: body.name, brand: 'Valeo', discount: null, notes: 'Vecchia nota' };
      }),
    );
    const user = openDraft();
    await user.click(await screen.findByRole('button', { name: 'Salva come modello l’opzione 2 di Faro anteriore' }));
    const dialog = await screen.findByRole('dialog', { name: tpl.saveTitle });
    await user.click(within(dialog).getByRole('button', { name: tpl.confirm }));
    expect(await within(dialog).findByText(`${tpl.name}: campo obbligatorio`)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Nome del modello/), 'Valeo standard');
    await user.click(within(dialog).getByRole('button', { name: tpl.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).toEqual({
      name: 'Valeo standard',
      brand: 'Valeo',
      condition: 'new',
      tax_import: 22,
      discount: null,
      notes: 'Vecchia nota',
    });
    // The list is read again, so the new template is offered at once.
    await waitFor(() =>
      expect(
        requests.filter((r) => r.url.pathname.endsWith('/templates') && r.method === 'GET').length,
      ).toBeGreaterThan(1),
    );
  });

  it('an option without brand cannot be saved; a taken name shows the server message', async () => {
    server.use(handle('templateCreate', () => apiError(409, quotingMessages.templateNameTaken)));
    const user = openDraft();
    await user.click(await screen.findByRole('button', { name: 'Salva come modello l’opzione 1 di Faro anteriore' }));
    let dialog = await screen.findByRole('dialog', { name: tpl.saveTitle });
    await user.type(within(dialog).getByLabelText(/^Nome del modello/), 'Senza marca');
    await user.click(within(dialog).getByRole('button', { name: tpl.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Marca: campo obbligatorio');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: tpl.cancel }));

    await user.click(screen.getByRole('button', { name: 'Salva come modello l’opzione 2 di Faro anteriore' }));
    dialog = await screen.findByRole('dialog', { name: tpl.saveTitle });
    await user.type(within(dialog).getByLabelText(/^Nome del modello/), 'Bosch nuovo');
    await user.click(within(dialog).getByRole('button', { name: tpl.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(quotingMessages.templateNameTaken);
    // Saving a template never sends the quotation it sits in.
    expect(requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toHaveLength(0);
  });

  it('"Gestisci modelli" deletes a template on the server', async () => {
    const deleted: number[] = [];
    server.use(
      handle('templateDelete', ({ params }) => {
        deleted.push(params.templateId);
        return { message: quotingMessages.templateDeleted };
      }),
    );
    const user = openDraft();
    await user.click(await screen.findByRole('button', { name: tpl.manage }));
    const dialog = await screen.findByRole('dialog', { name: tpl.manageTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina il modello Usato IVA 10' }));
    await waitFor(() => expect(deleted).toEqual([4]));
    const call = requests.find((r) => r.url.pathname.endsWith('/delete'));
    expect(call?.url.pathname).toBe('/api/dealer/7/templates/4/delete');
  });
});
