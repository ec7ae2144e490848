import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ServerDraft } from '../../contract/api/drafts';
import { i18nProvider } from '../../i18n';
import { dataProvider } from '../../src/apps/dealer/dataProvider';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft, defaultOption, type Draft } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { draftSync } from '../../src/domain/drafts/draftSync';
import { useDraftCount } from '../../src/domain/drafts/useDrafts';
import { createQueryClient } from '../../src/platform/queryClient';
import { userFixture } from './fixtures';
import { quotationIn, requestWithRows, signIn } from './fixtures/quotations';
import { draftServer, handle, requests } from './msw/handlers';
import { server } from './msw/server';

/*
 * A sent draft leaves the drafts for good as soon as the quotation is sent, whatever the dealer does next: here the
 * dealer leaves Bozze through the navigation with "Preventivo inviato!" still open, while an answer of the server
 * that predates the send is still on its way (a sync of the drafts, or a save that reaches the server after the
 * send and writes the draft there again).
 */
const dealer = userFixture({ id: 7 });

function readyDraft(id: number): Draft {
  const submission = requestWithRows({ id, submission_rows: requestWithRows().submission_rows.slice(0, 1) });
  const draft = createDraft(submission, [], dealer);
  draft.rows = [
    { submission_row_id: 1, options: [{ ...defaultOption(1), part_code: 'OE-1', brand: 'Bosch', net_price: '20,50' }] },
  ];
  draft.shipping_cost_flat = '9,90';
  return draft;
}

function onServer(draft: Draft): ServerDraft {
  return {
    submission_id: draft.submission_id,
    version: 1,
    editor: draftServer.person,
    created_at: draft.created_at,
    updated_at: draft.created_at,
    body: {
      rows: draft.rows,
      shipping_cost_flat: draft.shipping_cost_flat,
      shipping_cost_partial: draft.shipping_cost_partial,
      submission: draft.submission as unknown as ServerDraft['body']['submission'],
    },
  };
}

/** One answer held until released: what the server had when the call arrived, given late. */
function held() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
}

/** The dealer's navigation with the Bozze counter, and the pages it leads to. */
function Nav() {
  const count = useDraftCount();
  return (
    <nav aria-label="Navigazione principale">
      <Link to="/dashboard">Richieste</Link>
      <Link to="/dashboard/draft">{count > 0 ? `Bozze (${count})` : 'Bozze'}</Link>
    </nav>
  );
}

function renderBozze() {
  render(
    <MemoryRouter initialEntries={['/dashboard/draft']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={createQueryClient()}>
        <Nav />
        <Routes>
          <Route path="/dashboard/draft" element={<DraftsPage />} />
          <Route path="/dashboard" element={<h1>Richieste</h1>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

/** Invia preventivo → Conferma e invia → "Preventivo inviato!", then a nav link while the dialog is still open. */
async function sendAndLeave(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Invia preventivo' }));
  const review = await screen.findByRole('dialog', { name: 'Conferma invio' });
  await user.click(within(review).getByRole('button', { name: 'Conferma e invia' }));
  await screen.findByRole('dialog', { name: 'Preventivo inviato!' });
  // The modal hides the rest of the page from the accessibility tree; the link is still there to be clicked.
  await user.click(screen.getByRole('link', { name: 'Richieste', hidden: true }));
  await screen.findByRole('heading', { name: 'Richieste' });
}

const listCalls = () => requests.filter((r) => r.method === 'GET' && /\/drafts$/.test(r.url.pathname));
const savesOf = (id: number) => requests.filter((r) => r.method === 'PUT' && r.url.pathname.endsWith(`/drafts/${id}`));

describe('a sent draft leaves Bozze at once', () => {
  it('stays out when the drafts sync answers after the send with the list it read before', async () => {
    signIn(dealer);
    const draft = readyDraft(41);
    draftServer.drafts.set(41, onServer(draft));
    draftStore.add({ ...draft, version: 1, editor: draftServer.person, dirty: false });
    const stale = held();
    let first = true;
    server.use(
      handle('submission', () => draft.submission),
      handle('draftList', async () => {
        const data = [...draftServer.drafts.values()];
        if (first) {
          first = false;
          await stale.gate;
        }
        return { data };
      }),
      // As the server does: the company's draft of the request goes with the send.
      handle('quotationNew', () => (draftServer.drafts.delete(41), quotationIn('pending'))),
    );
    renderBozze();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    const user = userEvent.setup();
    await sendAndLeave(user);

    // The sync still on its way (the page's, started when Bozze opened) merges the list the server had before.
    stale.release();
    await draftSync.sync();
    expect(draftStore.get(41)).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Bozze' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Bozze' }));
    expect(await screen.findByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('stays out, here and on the server, when its first save reaches the server after the send', async () => {
    signIn(dealer);
    const draft = readyDraft(42);
    // Written in this browser only: the page's sync saves it on the server as new (version 0).
    draftStore.add({ ...draft, dirty: true });
    const late = held();
    let saved = false;
    server.use(
      handle('submission', () => draft.submission),
      handle('draftPut', async ({ body }) => {
        await late.gate;
        const stored = { ...onServer(draft), body: body.body as ServerDraft['body'] };
        draftServer.drafts.set(42, stored);
        saved = true;
        return stored;
      }),
      handle('quotationNew', () => (draftServer.drafts.delete(42), quotationIn('pending'))),
    );
    renderBozze();
    await waitFor(() => expect(savesOf(42)).toHaveLength(1));
    const user = userEvent.setup();
    await sendAndLeave(user);

    // The save, sent before the quotation, is carried out after it: the server holds the draft again.
    late.release();
    await waitFor(() => expect(saved).toBe(true));
    await waitFor(() => expect(draftServer.drafts.has(42)).toBe(false));
    await user.click(screen.getByRole('link', { name: /^Bozze/ }));
    await draftSync.sync();
    expect(await screen.findByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
    expect(draftStore.get(42)).toBeUndefined();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bozze' })).toBeInTheDocument();
  });
});
