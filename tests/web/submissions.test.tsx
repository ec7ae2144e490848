import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftsStorageKey } from '../../src/domain/drafts/draftStore';
import { pingFixture, userFixture } from './fixtures';
import { lookupHandlers, pagedFixture, requestFixture, rowFixture, submissionHandlers } from './fixtures/submissions';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

// The first render loads the dashboard's lazy chunks: give it more than the default second.
configure({ asyncUtilTimeout: 10_000 });

// Load the lazy screens once up front, so no test's timeout pays for their first transform.
beforeAll(async () => {
  await Promise.all([
    import('../../src/domain/dashboard/DashboardFrame'),
    import('../../src/features/dealer/submissions/SubmissionsPage'),
    // The request's detail (MUI, lazy) and MUI's theme, loaded when a request is opened.
    import('../../src/features/dealer/submissions/SubmissionDetail'),
    import('../../src/ui/MuiScope'),
  ]);
}, 60_000);

const dealer = userFixture();

const fiveRows = requestFixture({
  id: 41,
  notes: 'Serve entro venerdì',
  message_count: 3,
  submission_rows: [
    rowFixture(1, 10, {
      quantity: 2,
      brand: 'Bosch',
      notes: 'Lato guida',
      part_photo: ['/media/faro-1.svg', '/media/faro-2.svg'],
    }),
    rowFixture(2, 11),
    rowFixture(3, 20, { quantity: 4 }),
    rowFixture(4, 21, { notes: 'N/A' }),
    rowFixture(5, 30),
  ],
  audio_urls: ['/media/nota-vocale-1.wav'],
  audio_descriptions: ['Mi serve il faro destro'],
});
const quotedByMe = requestFixture({
  id: 42,
  quotations: [{ id: 900, dealer_id: dealer.id }],
  notes: 'N/A',
  is_frozen: true,
  timing_residue: 90,
  vehicle: {
    ...fiveRows.vehicle,
    id: 5,
    plate: null,
    chassis: 'ZFA31200000123456',
    manufacturer_name: 'Volkswagen',
    model: 'Golf',
    km_count: null,
  },
  submission_rows: [rowFixture(6, 30)],
});
const noRows = requestFixture({
  id: 43,
  submission_rows: [],
  vehicle: { ...fiveRows.vehicle, id: 6, plate: 'ZZ999ZZ' },
});

function serve(list = [fiveRows, quotedByMe, noRows]) {
  server.use(...lookupHandlers(), ...submissionHandlers(list));
}

/** A card (its list item), found by the vehicle that names its link. */
const card = async (name: string) => (await cardLink(name)).closest('li') as HTMLElement;
const cardLink = (name: string) => screen.findByRole('link', { name: new RegExp(name) });
const detail = () => screen.getByRole('region', { name: 'Dettaglio della richiesta' });

describe('request cards', () => {
  it('show plate or chassis, vehicle, 3 rows then "+ N altri elementi", category tags and the timer', async () => {
    serve();
    renderApp('/dashboard', dealer);
    const first = await card('AB123CD');
    expect(first).toHaveTextContent('Fiat Panda');
    const rows = within(first)
      .getAllByRole('listitem')
      .filter((item) => / x /.test(item.textContent ?? ''));
    expect(rows.map((row) => row.textContent)).toEqual([
      '2 x Faro anteriore',
      '1 x Fendinebbia',
      '4 x Dischi freno anteriori',
    ]);
    expect(first).toHaveTextContent('+ 2 altri elementi');
    const tags = within(first).getByRole('list', { name: 'Categorie' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Illuminazione', 'Freni', 'Motore']);
    expect(within(first).getByRole('timer')).toHaveTextContent('2h 0m');
    expect(first).not.toHaveTextContent('Preventivo inviato!');

    // Chassis when there is no plate; the dealer's own quotation; the paused timer.
    const second = await card('ZFA31200000123456');
    expect(second).toHaveTextContent('Volkswagen Golf');
    expect(second).toHaveTextContent('Preventivo inviato!');
    expect(second).not.toHaveTextContent('altri elementi');
    expect(within(second).getByRole('timer')).toHaveTextContent('Timing in pausa');
  });

  it('have a bookmark that saves the request as a draft and removes it again', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    await card('AB123CD');
    const draftsTab = screen.getByRole('link', { name: /^Bozze/ });
    expect(draftsTab).toHaveTextContent('Bozze0');
    const save = screen.getByRole('button', { name: 'Salva nelle bozze: AB123CD Fiat Panda' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    const remove = screen.getByRole('button', { name: 'Rimuovi dalle bozze: AB123CD Fiat Panda' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(draftsTab).toHaveTextContent('Bozze1');
    const stored = JSON.parse(window.localStorage.getItem(draftsStorageKey(dealer.id)) ?? '[]');
    expect(stored.map((draft: { submission_id: number }) => draft.submission_id)).toEqual([41]);
    await user.click(remove);
    expect(draftsTab).toHaveTextContent('Bozze0');
  });

  it('show NON SONO PRESENTI DATI when the list is empty', async () => {
    serve([]);
    renderApp('/dashboard/outlet', dealer);
    expect(await screen.findByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/submission/list/outlet')).toBe(true);
  });

  it('page with 5 page numbers; a page change asks the server for that page', async () => {
    server.use(
      ...lookupHandlers(),
      ...submissionHandlers((_filter, query) => {
        const page = Number(query.page ?? 1);
        return pagedFixture([requestFixture({ id: 100 + page })], page, 95);
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    const nav = await screen.findByRole('navigation', { name: 'Paginazione' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Pagina \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(nav).getByRole('button', { name: 'Pagina 4' }));
    await waitFor(() => expect(window.location.search).toBe('?page=4'));
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: 'Pagina 4' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Pagina \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
    expect(
      requests
        .filter((r) => r.url.pathname === '/api/submission/list/pending')
        .at(-1)
        ?.url.searchParams.get('page'),
    ).toBe('4');
  });
});

it('pages a list of more than 1,000 requests by previous and next, "1–10 di oltre 1.000", never the estimate', async () => {
  server.use(
    ...lookupHandlers(),
    ...submissionHandlers((_filter, query) => {
      const page = Number(query.page ?? 1);
      const ten = Array.from({ length: 10 }, (_, i) => requestFixture({ id: 1000 + page * 10 + i }));
      return pagedFixture(ten, page, 333_333, true);
    }),
  );
  const user = userEvent.setup();
  renderApp('/dashboard/expired?brand=3', dealer);
  const range = await screen.findByText('1–10 di oltre 1.000', undefined, { timeout: 20_000 });
  const nav = range.closest('nav') as HTMLElement;
  expect(nav).toHaveAccessibleName('Paginazione');
  // No page numbers (they would be made up from the estimate) and never the estimate itself.
  expect(within(nav).queryAllByRole('button', { name: /^Pagina \d+$/ })).toHaveLength(0);
  expect(screen.queryByText(/333/)).not.toBeInTheDocument();
  expect(within(nav).getByRole('button', { name: 'Pagina precedente' })).toBeDisabled();
  await user.click(within(nav).getByRole('button', { name: 'Pagina successiva' }));
  await waitFor(() => expect(within(nav).getByText('11–20 di oltre 1.000')).toBeInTheDocument());
  expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  expect(
    requests
      .filter((r) => r.url.pathname === '/api/submission/list/expired')
      .at(-1)
      ?.url.searchParams.get('page'),
  ).toBe('2');
  await waitFor(() => expect(within(nav).getByRole('button', { name: 'Pagina precedente' })).toBeEnabled());
  await user.click(within(nav).getByRole('button', { name: 'Pagina precedente' }));
  await waitFor(() => expect(within(nav).getByText('1–10 di oltre 1.000')).toBeInTheDocument());
}, 60_000);

it('a stale page number past the end goes back to page 1', async () => {
  server.use(
    ...lookupHandlers(),
    ...submissionHandlers((_filter, query) =>
      Number(query.page ?? 1) > 1 ? pagedFixture([], 9, 1) : pagedFixture([fiveRows]),
    ),
  );
  renderApp('/dashboard?page=9', dealer);
  expect(await card('AB123CD')).toBeInTheDocument();
  expect(window.location.search).toBe('');
  expect(
    requests
      .filter((r) => r.url.pathname === '/api/submission/list/pending')
      .map((r) => r.url.searchParams.get('page')),
  ).toEqual(['9', '1']);
});

describe('request detail', () => {
  it('treats a request that has run out of time as expired, whatever the tab it is opened from', async () => {
    serve([requestFixture({ id: 46, timing_residue: 0, is_frozen: false, submission_rows: [rowFixture(7, 10)] })]);
    renderApp('/dashboard?id=46', dealer);
    await within(await screen.findByRole('region', { name: 'Dettaglio della richiesta' })).findByText('Faro anteriore');
    expect(within(detail()).queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Crea preventivo' })).toBeNull();
  });

  it('opens from a card (by keyboard too) and keeps the selection in the URL', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard', dealer);
    expect(
      await screen.findByText('Seleziona una richiesta dall’elenco per vederne il dettaglio.'),
    ).toBeInTheDocument();
    (await cardLink('AB123CD')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?id=41'));
    const pane = detail();
    expect(within(pane).getByRole('heading', { level: 2, name: 'Fiat Panda' })).toBeInTheDocument();
    expect(await cardLink('AB123CD')).toHaveAttribute('aria-current', 'true');
    expect(pane).toHaveTextContent('TargaAB123CD');
    expect(pane).toHaveTextContent('Anno2018');
    expect(pane).toHaveTextContent('ChilometraggioKm 25.000-70.000');
    expect(pane).toHaveTextContent('Data01/03/2025');
    expect(within(pane).getByText('Serve entro venerdì')).toBeInTheDocument();
    expect(pane.querySelector('audio')).toHaveAttribute('src', '/media/nota-vocale-1.wav');
    expect(pane).toHaveTextContent('Trascrizione: Mi serve il faro destro');
  });

  it('lists each row with checkbox, quantity, category breadcrumb, part, brand, notes and photos', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?id=41', dealer);
    const checkbox = await screen.findByRole('checkbox', { name: 'Seleziona Faro anteriore' });
    const row = checkbox.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('2 x');
    expect(row).toHaveTextContent('Illuminazione › Fari anteriori');
    expect(row).toHaveTextContent('Marca: Bosch');
    expect(row).toHaveTextContent('Note: Lato guida');
    expect(within(detail()).getAllByRole('checkbox')).toHaveLength(5);
    // 'N/A' row notes are not shown.
    expect(
      within(
        screen.getByRole('checkbox', { name: 'Seleziona Pastiglie freno anteriori' }).closest('li') as HTMLElement,
      ).queryByText(/Note:/),
    ).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Allegato 2 di Faro anteriore' }));
    const lightbox = await screen.findByRole('dialog', { name: /Immagine 2 di 2/ });
    expect(within(lightbox).getByRole('img', { name: 'Allegato 2 di Faro anteriore' })).toHaveAttribute(
      'src',
      '/media/faro-2.svg',
    );
  });

  it('is fetched by id on reload; notes "N/A" are hidden and km unknown reads N.D.', async () => {
    serve();
    renderApp('/dashboard?id=42', dealer);
    const pane = await screen.findByRole('region', { name: 'Dettaglio della richiesta' });
    await within(pane).findByRole('heading', { name: 'Volkswagen Golf' });
    expect(pane).toHaveTextContent('TelaioZFA31200000123456');
    expect(pane).toHaveTextContent('Km N.D.');
    expect(within(pane).queryByRole('heading', { name: 'Note' })).toBeNull();
    expect(pane).not.toHaveTextContent('N/A');
  });

  it('toggles the chat area with the comment count', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?id=41', dealer);
    const comments = await screen.findByRole('button', { name: 'Commenti (3)' });
    expect(comments).toHaveAttribute('aria-expanded', 'false');
    await user.click(comments);
    expect(comments).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Commenti' })).toHaveAttribute(
      'id',
      comments.getAttribute('aria-controls'),
    );
    await user.click(comments);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Commenti' })).toBeNull());
  });

  it('shows the registration document: an image in the lightbox, a PDF in a framed dialog', async () => {
    const withImage = requestFixture({
      id: 44,
      vehicle: { ...fiveRows.vehicle, plate: 'IMG001', registration_document: '/media/carta-1.svg' },
    });
    const withPdf = requestFixture({
      id: 45,
      vehicle: { ...fiveRows.vehicle, plate: 'PDF002', registration_document: '/media/carta.pdf' },
    });
    serve([withImage, withPdf]);
    const user = userEvent.setup();
    renderApp('/dashboard?id=44', dealer);
    await user.click(await screen.findByRole('button', { name: 'Carta di circolazione' }));
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByRole('img', { name: 'Carta di circolazione' })).toHaveAttribute(
      'src',
      '/media/carta-1.svg',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(await cardLink('PDF002'));
    await waitFor(() => expect(window.location.search).toBe('?id=45'));
    await user.click(await screen.findByRole('button', { name: 'Carta di circolazione' }));
    const viewer = await screen.findByRole('dialog', { name: 'Carta di circolazione' });
    expect(within(viewer).getByTitle('Carta di circolazione')).toHaveAttribute('src', '/media/carta.pdf');
  });

  it('says the document is missing when there is none', async () => {
    serve();
    renderApp('/dashboard?id=41', dealer);
    expect(await screen.findByRole('button', { name: 'Carta di circolazione non disponibile' })).toBeDisabled();
  });

  it('CREA PREVENTIVO makes a draft of the selected rows and opens the drafts', async () => {
    serve();
    const user = userEvent.setup();
    renderApp('/dashboard?id=41', dealer);
    const create = await screen.findByRole('button', { name: 'Crea preventivo' });
    expect(create).toHaveAccessibleDescription('Nessuna riga selezionata: il preventivo includerà tutte le righe');
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Fendinebbia' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleziona Kit distribuzione' }));
    expect(create).toHaveAccessibleDescription('Il preventivo includerà 2 righe selezionate');
    await user.click(create);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/draft'));
    const [draft] = JSON.parse(window.localStorage.getItem(draftsStorageKey(dealer.id)) ?? '[]');
    expect(draft.submission_id).toBe(41);
    expect(draft.rows.map((row: { submission_row_id: number }) => row.submission_row_id)).toEqual([2, 5]);
  });

  it('an already-quoted request says so and links to the quotation sent instead of CREA PREVENTIVO', async () => {
    serve([fiveRows, { ...quotedByMe, quotations: [{ id: 900, dealer_id: dealer.id, status: 'paid' }] }, noRows]);
    const user = userEvent.setup();
    renderApp('/dashboard?id=42', dealer);
    const link = await screen.findByRole('link', { name: 'Vedi il tuo preventivo' });
    expect(detail()).toHaveTextContent('Hai già inviato un preventivo per questa richiesta');
    expect(screen.queryByRole('button', { name: 'Crea preventivo' })).toBeNull();
    // A paid quotation is in Accettati: the link opens it there.
    expect(link).toHaveAttribute('href', '/dashboard/fulfilled?id=900');
    await user.click(link);
    await waitFor(() => expect(currentPath()).toBe('/dashboard/fulfilled'));
  });

  it('without a status the link is the quotations resource URL, which leads to the quotation', async () => {
    serve();
    renderApp('/dashboard?id=42', dealer);
    expect(await screen.findByRole('link', { name: 'Vedi il tuo preventivo' })).toHaveAttribute(
      'href',
      '/quotations/900/show',
    );
  });

  it('CREA PREVENTIVO is disabled for a request without rows, with the note', async () => {
    serve();
    renderApp('/dashboard?id=43', dealer);
    const create = await screen.findByRole('button', { name: 'Crea preventivo' });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription('Non è possibile creare preventivi per questo tipo di richiesta.');
  });
});

describe('expired tab', () => {
  it('has no bookmark, no row checkboxes and no CREA PREVENTIVO', async () => {
    serve();
    server.use(handle('ping', () => pingFixture({ dealer_expired_submissions_count: 3 })));
    renderApp('/dashboard/expired?id=41', dealer);
    await within(await screen.findByRole('region', { name: 'Dettaglio della richiesta' })).findByText('Faro anteriore');
    expect(await card('AB123CD')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Salva nelle bozze/ })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Crea preventivo' })).toBeNull();
    // Still readable and exportable.
    expect(screen.getByRole('button', { name: 'Esporta PDF' })).toBeEnabled();
    expect(requests.some((r) => r.url.pathname === '/api/submission/list/expired')).toBe(true);
  });
});
