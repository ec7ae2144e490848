import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Submission } from '../../contract';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft } from '../../src/domain/drafts/draftModel';
import { draftsStorageKey, draftStore } from '../../src/domain/drafts/draftStore';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../../src/features/dealer/drafts/useDraftAutosave';
import { userFixture } from './fixtures';
import { SLOW } from './fixtures/payments';
import { renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';

const dealer = userFixture({ id: 7 });

/** Stores drafts as the bookmark would have, and answers GET /submission/:id for them (404 for `gone`). */
function givenDrafts(submissions: Submission[], { gone = [] as number[] } = {}) {
  signIn(dealer);
  for (const submission of [...submissions].reverse()) draftStore.add(createDraft(submission, [], dealer));
  server.use(
    handle('submission', ({ params }) => {
      if (gone.includes(params.id)) return apiError(404, 'Risorsa non trovata.');
      return submissions.find((s) => s.id === params.id) ?? apiError(404, 'Risorsa non trovata.');
    }),
  );
}

const renderDrafts = (path = '/dashboard/draft') => renderScreen(<DraftsPage />, { path, route: '/dashboard/draft' });

describe('drafts page', () => {
  it('shows each draft with its vehicle, timer, notes, chat toggle and one option per row', async () => {
    givenDrafts([requestWithRows({ timing_residue: 125 })]);
    renderDrafts();
    const card = await screen.findByRole('article', { name: /AB123CD · Fiat Panda/ });
    expect(within(card).getByRole('timer')).toHaveTextContent('2h 5m');
    expect(within(card).getByText('Serve entro venerdì')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Commenti (0)' })).toHaveAttribute('aria-expanded', 'false');
    for (const part of ['Faro anteriore', 'Pastiglie freno', 'Specchietto destro']) {
      const row = within(card).getByRole('region', { name: part });
      expect(within(row).getAllByRole('group')).toHaveLength(1);
    }
  });

  it('refreshes the timer from the submission the server answers now', async () => {
    givenDrafts([requestWithRows({ timing_residue: 125 })]);
    server.use(handle('submission', () => requestWithRows({ timing_residue: 0, is_frozen: true })));
    renderDrafts();
    const card = await screen.findByRole('article');
    await waitFor(() => expect(within(card).getByRole('timer')).toHaveTextContent('Timing in pausa'));
  });

  it('keeps edits across a reload (stored as the dealer types)', async () => {
    givenDrafts([requestWithRows()]);
    const user = userEvent.setup();
    const first = renderDrafts();
    const [partCode] = await screen.findAllByLabelText(/Codice OE/);
    await user.type(partCode, 'OE-123');
    await user.clear(screen.getByLabelText(/Spedizione completa/));
    await user.type(screen.getByLabelText(/Spedizione completa/), '7.5');
    await waitFor(() => expect(draftStore.get(41)?.rows[0].options[0].part_code).toBe('OE-123'), {
      timeout: DRAFT_SAVE_DEBOUNCE_MS * 4,
    });
    first.unmount();

    renderDrafts();
    const [again] = await screen.findAllByLabelText(/Codice OE/);
    expect(again).toHaveValue('OE-123');
    expect(screen.getByLabelText(/Spedizione completa/)).toHaveValue('7.5');
  });

  it('writes pending edits at once when the page goes away', async () => {
    givenDrafts([requestWithRows()]);
    const user = userEvent.setup();
    const view = renderDrafts();
    // The draft's own 'Marca' field (the dashboard's Filtri panel above has a 'Marca' too).
    const [brand] = within(await screen.findByRole('article')).getAllByLabelText(/^Marca/);
    await user.type(brand, 'Bosch');
    view.unmount();
    expect(draftStore.get(41)?.rows[0].options[0].brand).toBe('Bosch');
  });

  it('removes a draft with the bookmark', async () => {
    givenDrafts([requestWithRows(), requestWithRows({ id: 42 })]);
    const user = userEvent.setup();
    renderDrafts();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    await user.click(within(cards[0]).getByRole('button', { name: 'Rimuovi dalle bozze' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(draftStore.all().map((draft) => draft.submission_id)).toEqual([42]);
    await user.click(screen.getByRole('button', { name: 'Rimuovi dalle bozze' }));
    expect(screen.getByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
    expect(window.localStorage.getItem(draftsStorageKey(7))).toBeNull();
  });

  it('drops drafts whose request answers 404, with a notice, and keeps the others', async () => {
    givenDrafts([requestWithRows(), requestWithRows({ id: 42 }), requestWithRows({ id: 43 })], { gone: [41, 43] });
    renderDrafts();
    expect(
      await screen.findByText('2 bozze sono state rimosse: le richieste non sono più disponibili.'),
    ).toBeInTheDocument();
    expect(draftStore.all().map((draft) => draft.submission_id)).toEqual([42]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('keeps a draft when its request cannot be fetched for another reason', async () => {
    givenDrafts([requestWithRows()]);
    server.use(handle('submission', () => apiError(403, 'Non hai i permessi per questa operazione.')));
    renderDrafts();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/submission/41')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(draftStore.get(41)).toBeDefined();
    expect(screen.queryByText(/bozz[ae] .*rimoss/)).toBeNull();
  });

  it('is compact: one draft open at a time, the others a summary line; the open one is remembered on reload', async () => {
    const three = [40, 41, 42].map((id) =>
      requestWithRows({ id, submission_rows: [requestWithRows().submission_rows[0]] }),
    );
    givenDrafts(three);
    const user = userEvent.setup();
    const first = renderDrafts();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByLabelText(/Codice OE/)).toHaveLength(1);
    const [, second] = screen.getAllByRole('article');
    expect(second).toHaveTextContent('1 ricambio · nessun prezzo inserito');
    const open = within(second).getByRole('button', { name: /^Modifica la bozza di/ });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(within(second).getByRole('button', { name: /^Chiudi la bozza di/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getAllByLabelText(/Codice OE/)).toHaveLength(1);
    expect(within(second).getByLabelText(/Codice OE/)).toBeInTheDocument();
    first.unmount();

    renderDrafts();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(within(screen.getAllByRole('article')[1]).getByLabelText(/Codice OE/)).toBeInTheDocument();
  });

  it('pages drafts 8 at a time', async () => {
    givenDrafts(
      Array.from({ length: 9 }, (_, i) =>
        requestWithRows({ id: 100 + i, submission_rows: [requestWithRows().submission_rows[0]] }),
      ),
    );
    const user = userEvent.setup();
    renderDrafts();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    // The page's first sync pushes the 9 drafts kept only here to the server and redraws the list: the click goes to
    // the list it leaves, as a dealer's would.
    await waitFor(
      () => expect(requests.filter((r) => r.method === 'PUT' && /\/drafts\/\d+$/.test(r.url.pathname))).toHaveLength(9),
      SLOW,
    );
    await user.click(screen.getByRole('button', { name: /pagina 2/i }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article')).toBeInTheDocument();
  });
});
