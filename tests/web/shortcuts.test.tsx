import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../i18n/it/app';
import { draftsTeamCopy } from '../../i18n/it/app/draftsTeam';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { createDraft, defaultOption } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { shortcutGroups } from '../../src/domain/keyboard/shortcutList';
import { userFixture } from './fixtures';
import { quotationIn, renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { lookupHandlers, requestFixture, rowFixture, submissionHandlers } from './fixtures/submissions';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

// The app's first render and lazy chunks are slow on a busy machine.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await Promise.all([
    import('../../src/domain/dashboard/DashboardFrame'),
    import('../../src/features/dealer/submissions/SubmissionsPage'),
    // The request's detail (MUI, lazy) and MUI's theme, loaded when a request is opened.
    import('../../src/features/dealer/submissions/SubmissionDetail'),
    import('../../src/ui/MuiScope'),
  ]);
}, 60_000);

const dealer = userFixture({ id: 7 });
const s = app.quoting.shortcuts;
const vehicle = requestFixture().vehicle;
const first = requestFixture({ id: 41, submission_rows: [rowFixture(1, 10), rowFixture(2, 20)] });
const second = requestFixture({
  id: 42,
  vehicle: { ...vehicle, id: 5, plate: 'BB222BB' },
  submission_rows: [rowFixture(3, 30)],
});
const third = requestFixture({
  id: 43,
  vehicle: { ...vehicle, id: 6, plate: 'CC333CC' },
  submission_rows: [rowFixture(4, 11)],
});

async function openList(path = '/dashboard') {
  server.use(...lookupHandlers(), ...submissionHandlers([first, second, third]));
  renderApp(path, dealer);
  await screen.findByRole('link', { name: /CC333CC/ });
  return userEvent.setup();
}

const cardId = () => document.activeElement?.getAttribute('data-request-id');
const searchBox = () => screen.getByRole('searchbox', { name: app.dashboard.search.label });

describe('request list shortcuts', () => {
  it('j/k and the arrow keys move the selection over the cards, without going past the ends', async () => {
    const user = await openList();
    await user.keyboard('j');
    expect(cardId()).toBe('41');
    await user.keyboard('j');
    expect(cardId()).toBe('42');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(cardId()).toBe('43');
    await user.keyboard('k');
    expect(cardId()).toBe('42');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cardId()).toBe('41');
  });

  it('Enter opens the selected request, also when focus has left the card', async () => {
    const user = await openList();
    await user.keyboard('jj{Enter}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('id')).toBe('42'));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('j{Enter}');
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('id')).toBe('43'));
    expect(screen.getByRole('region', { name: app.submissions.list.detailLabel })).toHaveTextContent('CC333CC');
  });

  it('b toggles the draft bookmark of the selected request', async () => {
    const user = await openList();
    await user.keyboard('jb');
    await waitFor(() => expect(draftStore.all().map((d) => d.submission_id)).toEqual([41]));
    expect(screen.getByRole('button', { name: /Rimuovi dalle bozze: AB123CD/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('b');
    await waitFor(() => expect(draftStore.all()).toEqual([]));
  });

  it('c on the open request presses its CREA PREVENTIVO: the rows checked in the detail count', async () => {
    const user = await openList('/dashboard?id=41');
    const detail = screen.getByRole('region', { name: app.submissions.list.detailLabel });
    await user.click(await within(detail).findByRole('checkbox', { name: /Dischi freno/ }));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('c');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/draft'));
    expect(draftStore.all()[0].rows.map((row) => row.submission_row_id)).toEqual([2]);
  });

  it('c on another card makes its draft from every row and opens the drafts', async () => {
    const user = await openList('/dashboard?id=41');
    // The selection starts at the open request: one step down is the next card.
    await user.keyboard('j');
    expect(cardId()).toBe('42');
    await user.keyboard('c');
    await waitFor(() => expect(currentPath()).toBe('/dashboard/draft'));
    expect(draftStore.all().map((d) => [d.submission_id, d.rows.length])).toEqual([[42, 1]]);
  });

  it('/ goes to the search box', async () => {
    const user = await openList();
    await user.keyboard('/');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('');
  });

  it('? opens "Scorciatoie da tastiera" listing every shortcut; so does its button', async () => {
    const user = await openList();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: s.title });
    for (const group of shortcutGroups) {
      for (const entry of group.entries)
        expect(dialog).toHaveTextContent(app.quoting.shortcuts[entry.action.split('.').pop() as 'next']);
    }
    for (const key of ['j', 'k', 'b', 'c', '/', '?', 'Invio', 'Ctrl', 'Alt', 'N'])
      expect(within(dialog).getAllByText(key).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: app.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: s.show }));
    expect(await screen.findByRole('dialog', { name: s.title })).toBeInTheDocument();
  });

  it('none fires while typing in a field', async () => {
    const user = await openList('/dashboard?id=41');
    await user.click(searchBox());
    await user.keyboard('jkbc?/');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('jkbc?/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(draftStore.all()).toEqual([]);
    expect(currentPath()).toBe('/dashboard');
    expect(new URLSearchParams(window.location.search).get('id')).toBe('41');
  });

  it('on the expired tab b and c do nothing (no bookmark, no quotation there)', async () => {
    const user = await openList('/dashboard/expired?id=41');
    await user.keyboard('jbc');
    expect(cardId()).toBe('42');
    expect(draftStore.all()).toEqual([]);
    expect(currentPath()).toBe('/dashboard/expired');
  });
});

describe('drafts editor shortcuts', () => {
  function openDraft() {
    signIn(dealer);
    const submission = requestWithRows({ submission_rows: requestWithRows().submission_rows.slice(0, 2) });
    const draft = createDraft(submission, [], dealer);
    const filled = (rowId: number) => ({
      ...defaultOption(rowId),
      part_code: `OE-${rowId}`,
      brand: 'Bosch',
      net_price: '20',
    });
    draft.rows = [
      { submission_row_id: 1, options: [filled(1)] },
      { submission_row_id: 2, options: [filled(2)] },
    ];
    draftStore.add(draft);
    server.use(
      handle('submission', () => submission),
      handle('quotationNew', () => quotationIn('pending')),
    );
    renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
    return userEvent.setup();
  }
  const row = (name: string) => screen.getByRole('region', { name });

  it('Ctrl+Enter from a field sends through the usual path: "Conferma invio", then the quotation goes and "Preventivo inviato!" shows', async () => {
    const user = openDraft();
    const brand = within(await screen.findByRole('region', { name: 'Faro anteriore' })).getByLabelText(/^Marca/);
    await user.click(brand);
    await user.keyboard('{Control>}{Enter}{/Control}');
    // The review opens with the focus on its confirm button: Enter sends.
    const review = await screen.findByRole('dialog', { name: app.drafts.review.title });
    await waitFor(() => expect(within(review).getByRole('button', { name: app.drafts.review.confirm })).toHaveFocus());
    expect(requests.some((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toBe(false);
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: draftsTeamCopy.sent.title });
    expect(requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toHaveLength(1);
  });

  it('Ctrl+Enter goes through validation: an invalid draft is not sent', async () => {
    const user = openDraft();
    const brand = within(await screen.findByRole('region', { name: 'Faro anteriore' })).getByLabelText(/^Marca/);
    await user.clear(brand);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText(app.drafts.form.fixErrors)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT' && r.url.pathname === '/api/quotation/new')).toHaveLength(0);
  });

  it('Alt+N adds an option to the row holding the focus, and focuses it', async () => {
    const user = openDraft();
    const pads = await screen.findByRole('region', { name: 'Pastiglie freno' });
    await user.click(within(pads).getByLabelText(/^Codice OE/));
    await user.keyboard('{Alt>}n{/Alt}');
    expect(within(row('Pastiglie freno')).getByRole('group', { name: 'Opzione 2' })).toBeInTheDocument();
    expect(within(row('Faro anteriore')).queryByRole('group', { name: 'Opzione 2' })).toBeNull();
    expect(within(row('Pastiglie freno')).getByRole('group', { name: 'Opzione 2' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(within(row('Pastiglie freno')).getAllByLabelText(/^Codice OE/)[0]).toHaveValue('OE-2');
  });

  it('plain keys typed in the editor stay text; ? outside a field opens the list', async () => {
    const user = openDraft();
    const notes = within(await screen.findByRole('region', { name: 'Faro anteriore' })).getByLabelText(/^Note/);
    await user.click(notes);
    await user.keyboard('jkbc?/');
    expect(notes).toHaveValue('jkbc?/');
    expect(screen.queryByRole('dialog')).toBeNull();
    notes.blur();
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: s.title })).toBeInTheDocument();
  });
});
