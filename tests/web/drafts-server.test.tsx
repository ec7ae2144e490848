import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Submission } from '../../contract';
import type { ServerDraft } from '../../contract/api/drafts';
import { API_PREFIX, routes } from '../../contract/routes';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { draftTaken } from '../../src/domain/inbox/inboxSocket';
import { userFixture } from './fixtures';
import { renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { draftServer, handle, requests } from './msw/handlers';
import { server } from './msw/server';

/* Drafts kept on the server: autosave to the server, the offline copy, conflicts, take-over. */

const dealer = userFixture({ id: 7 });
const paola = { id: 99, name: 'Paola Verdi' };
const SAVED = { timeout: 3_000 };

function given(submission: Submission) {
  signIn(dealer);
  server.use(handle('submission', () => submission));
}

function serverDraft(submission: Submission, patch: Partial<ServerDraft> = {}): ServerDraft {
  const draft = createDraft(submission, [], dealer);
  return {
    submission_id: submission.id,
    version: 1,
    editor: paola,
    created_at: draft.created_at,
    updated_at: draft.created_at,
    body: {
      rows: draft.rows,
      shipping_cost_flat: draft.shipping_cost_flat,
      shipping_cost_partial: draft.shipping_cost_partial,
      submission: submission as unknown as ServerDraft['body']['submission'],
    },
    ...patch,
  };
}

const renderDrafts = () => renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
const puts = () => requests.filter((r) => r.method === 'PUT' && r.url.pathname.includes('/drafts/'));

describe('drafts on the server', () => {
  it('moves a draft kept only in this browser to the server once, then saves edits there with a quiet "Salvato"', async () => {
    const submission = requestWithRows();
    given(submission);
    draftStore.add(createDraft(submission, [], dealer));
    renderDrafts();
    await waitFor(() => expect(draftServer.drafts.get(41)?.version).toBe(1), SAVED);
    expect(puts()).toHaveLength(1);

    const user = userEvent.setup();
    const [partCode] = await screen.findAllByLabelText(/Codice OE/);
    await user.type(partCode, 'OE-77');
    await waitFor(() => expect(draftServer.drafts.get(41)?.body.rows[0].options[0].part_code).toBe('OE-77'), SAVED);
    expect(within(screen.getByRole('article')).getByRole('status')).toHaveTextContent('Salvato');
    expect(draftStore.get(41)).toMatchObject({ dirty: false, version: draftServer.drafts.get(41)?.version });
  });

  it('keeps the text in this browser while offline and saves it when the connection is back', async () => {
    const submission = requestWithRows();
    given(submission);
    draftServer.drafts.set(41, serverDraft(submission, { editor: draftServer.person }));
    renderDrafts();
    const [partCode] = await screen.findAllByLabelText(/Codice OE/);
    server.use(http.put(`${API_PREFIX}${routes.draftPut.path}`, () => HttpResponse.error()));
    const user = userEvent.setup();
    await user.type(partCode, 'OFF-1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Non in linea'), SAVED);
    expect(draftStore.get(41)).toMatchObject({ dirty: true });
    expect(draftStore.get(41)?.rows[0].options[0].part_code).toBe('OFF-1');
    expect(draftServer.drafts.get(41)?.body.rows[0].options[0].part_code).toBe('');

    server.resetHandlers();
    given(submission);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(draftServer.drafts.get(41)?.body.rows[0].options[0].part_code).toBe('OFF-1'), SAVED);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Salvato'), SAVED);
  });

  it('says why when the server refuses a save (not "Non in linea"), keeping the text in this browser', async () => {
    const submission = requestWithRows();
    given(submission);
    draftServer.drafts.set(41, serverDraft(submission, { editor: draftServer.person }));
    renderDrafts();
    const [partCode] = await screen.findAllByLabelText(/Codice OE/);
    server.use(
      http.put(`${API_PREFIX}${routes.draftPut.path}`, () =>
        HttpResponse.json({ message: 'Testo troppo lungo.' }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    await user.type(partCode, 'X-1');
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Non salvato sul server: Testo troppo lungo.'),
      SAVED,
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('Non in linea');
    expect(draftStore.get(41)).toMatchObject({ dirty: true });
    expect(draftStore.get(41)?.rows[0].options[0].part_code).toBe('X-1');
  });

  it('on a stale version says so in Italian, keeps the text, and takes the saved one only when asked', async () => {
    const submission = requestWithRows();
    given(submission);
    draftServer.drafts.set(41, serverDraft(submission, { editor: draftServer.person }));
    renderDrafts();
    const [partCode] = await screen.findAllByLabelText(/Codice OE/);
    // Another tab of the same person saved meanwhile: version 2 with another code.
    const newer = serverDraft(submission, { editor: draftServer.person, version: 2 });
    newer.body.rows[0].options[0].part_code = 'SERVER-2';
    draftServer.drafts.set(41, newer);
    const user = userEvent.setup();
    await user.type(partCode, 'MINE');
    const alert = await screen.findByText(/modificata nel frattempo/, {}, SAVED);
    expect(partCode).toHaveValue('MINE');
    expect(draftStore.get(41)?.rows[0].options[0].part_code).toBe('MINE');
    expect(draftServer.drafts.get(41)?.body.rows[0].options[0].part_code).toBe('SERVER-2');

    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Usa la versione salvata' }),
    );
    await waitFor(() => expect(screen.getAllByLabelText(/Codice OE/)[0]).toHaveValue('SERVER-2'));
    expect(screen.queryByText(/modificata nel frattempo/)).toBeNull();
  });

  it('shows a colleague\'s draft as "Bozza di <Nome>"; "Prendi in carico" asks first, then opens the form here', async () => {
    const submission = requestWithRows();
    given(submission);
    draftServer.drafts.set(41, serverDraft(submission));
    renderDrafts();
    const card = await screen.findByRole('article', { name: /AB123CD/ });
    expect(await within(card).findByText('Bozza di Paola Verdi')).toBeInTheDocument();
    expect(within(card).queryByLabelText(/Codice OE/)).toBeNull();

    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /Prendi in carico la bozza di/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendere in carico la bozza?' });
    expect(dialog).toHaveTextContent('Paola Verdi lo saprà subito');
    await user.click(within(dialog).getByRole('button', { name: 'Prendi in carico' }));
    await waitFor(() => expect(draftServer.drafts.get(41)?.editor).toEqual(draftServer.person));
    expect(await within(card).findAllByLabelText(/Codice OE/)).not.toHaveLength(0);
    expect(within(card).queryByText('Bozza di Paola Verdi')).toBeNull();
  });

  it('tells the person live when a colleague takes their draft over, and their form gives way', async () => {
    const submission = requestWithRows();
    given(submission);
    draftServer.drafts.set(41, serverDraft(submission, { editor: draftServer.person }));
    renderDrafts();
    await screen.findAllByLabelText(/Codice OE/);
    act(() => draftTaken({ submission_id: 41, version: 2, by: paola, from: draftServer.person }));
    expect(
      await screen.findByText('Paola Verdi ha preso in carico la bozza di AB123CD · Fiat Panda.'),
    ).toBeInTheDocument();
    const card = screen.getByRole('article', { name: /AB123CD/ });
    expect(within(card).getByText('Bozza di Paola Verdi')).toBeInTheDocument();
    expect(within(card).queryByLabelText(/Codice OE/)).toBeNull();
  });
});
