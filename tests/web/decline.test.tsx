import { configure, screen, waitFor, within } from '@testing-library/react';
import { namedMessage } from '../../src/ui/forms/formErrors';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../i18n/it/app';
import { quotingMessages } from '../../i18n/it/quoting';
import { DECLINE_UNDO_MS } from '../../src/features/dealer/decline/declineStore';
import { pingFixture, userFixture } from './fixtures';
import { lookupHandlers, pagedFixture, requestFixture, rowFixture } from './fixtures/submissions';
import { apiError, handle, requests, type HandlerContext } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 120_000 });
beforeAll(async () => {
  await Promise.all([
    import('../../src/domain/dashboard/DashboardFrame'),
    import('../../src/features/dealer/submissions/SubmissionsPage'),
    import('../../src/features/dealer/decline/DeclineDialog'),
    import('@mui/material/Snackbar'),
  ]);
}, 60_000);

const dealer = userFixture({ id: 7 });
const d = app.quoting.decline;
const vehicle = requestFixture().vehicle;
const panda = requestFixture({ id: 41, submission_rows: [rowFixture(1, 10)] });
const golf = requestFixture({
  id: 42,
  vehicle: { ...vehicle, id: 5, plate: 'GG222GG' },
  submission_rows: [rowFixture(2, 20)],
});
const quoted = requestFixture({
  id: 43,
  vehicle: { ...vehicle, id: 6, plate: 'QQ333QQ' },
  quotations: [{ id: 900, dealer_id: 7 }],
  submission_rows: [rowFixture(3, 30)],
});

/** A small server: the list leaves out what this dealer declined, the ping counts what is left. */
function serve() {
  const declined = new Set<number>();
  const bodies: HandlerContext<'submissionDecline'>['body'][] = [];
  const visible = () => [panda, golf, quoted].filter((s) => !declined.has(s.id));
  server.use(
    ...lookupHandlers(),
    handle('submissionList', () => pagedFixture(visible())),
    handle('submission', ({ params }) => [panda, golf, quoted].find((s) => s.id === params.id)!),
    handle('ping', () => pingFixture({ dealer_pending_submissions_count: visible().length })),
    handle('submissionDecline', ({ params, body }) => {
      declined.add(params.id);
      bodies.push(body);
      return { message: quotingMessages.declineDone };
    }),
    handle('submissionUndecline', ({ params }) => {
      declined.delete(params.id);
      return { message: quotingMessages.undeclineDone };
    }),
  );
  return { bodies };
}

const tabCount = () => screen.getByRole('link', { name: /In scadenza/, hidden: true }).textContent;
// hidden: an open dialog hides the page from the accessibility tree, the cards are still there.
const cards = () =>
  screen
    .queryAllByRole('link', { name: /AB123CD|GG222GG|QQ333QQ/, hidden: true })
    .map((link) => link.getAttribute('data-request-id'));

describe('"Non posso offrire"', () => {
  it('asks a reason ("Altro" needs a text), leaves the list and the counter at once, and "Annulla" brings it back', async () => {
    const { bodies } = serve();
    renderApp('/dashboard?id=41', dealer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: d.button }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog', { name: d.title });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Ricambio non disponibile', 'Marca non trattata', 'Fuori zona', 'Tempi troppo lunghi', 'Altro']);
    await user.click(within(dialog).getByRole('radio', { name: 'Altro' }));
    await user.click(within(dialog).getByRole('button', { name: d.confirm }));
    expect(
      await within(dialog).findByText(namedMessage(d.reason, quotingMessages.declineNoteRequired)),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await waitFor(() => expect(tabCount()).toContain('3'));
    await user.type(within(dialog).getByRole('textbox', { name: d.note }), 'Solo ricambi per veicoli commerciali');
    await user.click(within(dialog).getByRole('button', { name: d.confirm }));
    await waitFor(() => expect(cards()).toEqual(['42', '43']));
    expect(bodies).toEqual([{ reason: 'other', note: 'Solo ricambi per veicoli commerciali' }]);
    expect(tabCount()).toContain('2');
    expect(new URLSearchParams(window.location.search).get('id')).toBeNull();

    // The undo takes focus, so the keyboard reaches it in time; it brings the request back and opens it again.
    const undo = await screen.findByRole('button', { name: d.undo });
    expect(screen.getByText(d.done)).toBeInTheDocument();
    await waitFor(() => expect(undo).toHaveFocus());
    await user.click(undo);
    await waitFor(() => expect(cards()).toEqual(['41', '42', '43']));
    expect(requests.some((r) => r.url.pathname === '/api/submission/41/undecline')).toBe(true);
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('id')).toBe('41'));
    await waitFor(() => expect(tabCount()).toContain('3'));
  });

  it('another reason sends no note; the undo goes after a few seconds', async () => {
    const { bodies } = serve();
    renderApp('/dashboard?id=42', dealer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: d.button }));
    const dialog = await screen.findByRole('dialog', { name: d.title });
    await user.click(within(dialog).getByRole('radio', { name: 'Fuori zona' }));
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: d.confirm }));
    await waitFor(() => expect(cards()).toEqual(['41', '43']));
    expect(bodies).toEqual([{ reason: 'out-of-area', note: null }]);
    const undo = await screen.findByRole('button', { name: d.undo });
    // Pointer elsewhere and focus away: the timer runs.
    undo.blur();
    await waitFor(() => expect(screen.queryByRole('button', { name: d.undo })).toBeNull(), {
      timeout: DECLINE_UNDO_MS + 5_000,
    });
    expect(requests.some((r) => r.url.pathname.endsWith('/undecline'))).toBe(false);
  });

  it('shows the server refusal in the dialog and keeps the request', async () => {
    serve();
    server.use(handle('submissionDecline', () => apiError(409, quotingMessages.declineClosed)));
    renderApp('/dashboard?id=41', dealer);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: d.button }));
    const dialog = await screen.findByRole('dialog', { name: d.title });
    await user.click(within(dialog).getByRole('button', { name: d.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(quotingMessages.declineClosed);
    expect(cards()).toEqual(['41', '42', '43']);
  });

  it('is not offered on a request the dealer already quoted', async () => {
    serve();
    renderApp('/dashboard?id=43', dealer);
    await screen.findByRole('link', { name: app.quotations.alreadyQuoted.link });
    expect(screen.queryByRole('button', { name: d.button })).toBeNull();
  });
});
