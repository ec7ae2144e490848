import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract';
import { app } from '../../i18n/it/app';
import { DeclineDialog } from '../../src/features/dealer/decline/DeclineDialog';
import DraftsPage from '../../src/features/dealer/drafts/DraftsPage';
import { LabelDialog } from '../../src/features/dealer/quotations/LabelDialog';
import { TrackingDialog } from '../../src/features/dealer/quotations/TrackingDialog';
import { InviteDialog } from '../../src/features/dealer/team/InviteDialog';
import InvitationPage from '../../src/features/dealer/team/InvitationPage';
import { createDraft } from '../../src/domain/drafts/draftModel';
import { draftStore } from '../../src/domain/drafts/draftStore';
import { labelOfControl } from '../../src/ui/forms/formErrors';
import { ENGLISH } from '../e2e/support/sweepChecks';
import { dealerWith, userFixture } from './fixtures';
import { provincesFixture, methodsFixture } from './fixtures/profile';
import { renderScreen, requestWithRows, signIn } from './fixtures/quotations';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { renderApp, renderInAdmin } from './render';

/*
 * Every form of the dealer portal, submitted empty or wrong: each message is Italian (none of the sweep's English
 * words, no zod wording), names its field ("Telefono: …") and says what to do; the first field in error has the
 * focus; and fixing that field takes its message away.
 */
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000 });

const ZOD_ENGLISH = new RegExp(`(?<![\\p{L}])(${ENGLISH.join('|')})(?![\\p{L}])|must be|received`, 'u');

/** The error messages a form shows: MUI's helper texts in error and its alerts. */
const messagesIn = (root: HTMLElement) =>
  [...root.querySelectorAll('.Mui-error.MuiFormHelperText-root, [role=alert]')]
    .map((el) => el.textContent?.trim() ?? '')
    .filter(Boolean);

/**
 * Checks what a submitted form shows, then fixes its first field in error with `fix` and sees that message go.
 * `root` is the form's box (a dialog or the page's form).
 */
async function expectNamedMessages(root: () => HTMLElement, fix: string) {
  await waitFor(() => expect(root().querySelector('[aria-invalid="true"]')).not.toBeNull());
  const messages = messagesIn(root());
  expect(messages.length).toBeGreaterThan(0);
  for (const message of messages) expect(message).not.toMatch(ZOD_ENGLISH);
  const invalid = [
    ...root().querySelectorAll<HTMLInputElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]'),
  ];
  for (const field of invalid) {
    const described = document.getElementById(field.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    // Its label, or a shorter name of it ("Motivo" for "Descrivi il motivo"), then what to do.
    const label = labelOfControl(field);
    expect(label, `a label for ${field.name}`).toBeTruthy();
    expect(described?.textContent, `the message of ${label}`).toMatch(/^[A-ZÀ-Ù][^:]*: \S/);
    expect(label!.toLowerCase()).toContain(described!.textContent!.split(':')[0].toLowerCase());
  }
  const first = invalid[0];
  await waitFor(() => expect(first).toHaveFocus());
  fireEvent.change(first, { target: { value: fix } });
  await waitFor(() => expect(first).not.toHaveAttribute('aria-invalid', 'true'));
  expect(messagesIn(root()).length).toBeLessThan(messages.length);
}

const noop = () => undefined;
const dialog = () => screen.getByRole('dialog');

describe('the dealer’s forms show their errors in Italian, each naming its field', () => {
  it('Completa la registrazione', async () => {
    server.use(handle('provinceList', () => provincesFixture()));
    const newcomer: User = { ...dealerWith(null), legal_name: null, phone: null, vat_number: null };
    renderApp('/register', newcomer);
    await screen.findByRole('option', { name: 'Roma (RM)' });
    fireEvent.click(screen.getByRole('button', { name: app.register.submit }));
    await expectNamedMessages(
      () => screen.getByRole('button', { name: app.register.submit }).closest('form')!,
      'Ricambi Rossi S.r.l.',
    );
  });

  it('Recupera password', async () => {
    renderApp('/password-recovery');
    const submit = await screen.findByRole('button', { name: app.passwordRecovery.submit });
    fireEvent.click(submit);
    await expectNamedMessages(() => submit.closest('form')!, 'dealer@demo.example');
  });

  it('the invitation’s password', async () => {
    server.use(
      handle('invitationInfo', () => ({
        email: 'luca@ricambirossi.example',
        name: 'Luca',
        company: 'Ricambi Rossi S.r.l.',
        role: 'quoter' as const,
        expires_at: '2030-01-01T00:00:00.000Z',
      })),
    );
    renderInAdmin(
      <Routes>
        <Route path="/invito/:token" element={<InvitationPage />} />
      </Routes>,
      { path: '/invito/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' },
    );
    const password = await screen.findByLabelText(/^Password/, { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: 'Scegli la password ed entra' }));
    await expectNamedMessages(() => password.closest('form')!, 'password-sicura');
  });

  it('Invita una persona', async () => {
    renderInAdmin(<InviteDialog open onClose={noop} onInvite={() => Promise.resolve()} />);
    const submit = await screen.findByRole('button', { name: /Invita|Invia/ });
    fireEvent.click(submit);
    await expectNamedMessages(dialog, 'luca@ricambirossi.example');
  });

  it('Non posso offrire, with "Altro" and no text', async () => {
    renderInAdmin(<DeclineDialog open onClose={noop} onConfirm={() => Promise.resolve()} />);
    fireEvent.click(await screen.findByRole('radio', { name: 'Altro' }));
    fireEvent.click(screen.getByRole('button', { name: app.quoting.decline.confirm }));
    await expectNamedMessages(dialog, 'Solo veicoli commerciali');
  });

  it('Conferma spedizione', async () => {
    renderInAdmin(<TrackingDialog quotationId={600} open onClose={noop} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invia' }));
    await expectNamedMessages(dialog, 'BRT-123');
  });

  it('Crea etichetta', async () => {
    renderInAdmin(<LabelDialog quotationId={600} open onClose={noop} />);
    const parcels = await screen.findByLabelText(/^Colli/, { selector: 'input' });
    fireEvent.change(parcels, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea etichetta' }));
    await expectNamedMessages(dialog, '2');
  });

  it('the profile’s password', async () => {
    server.use(
      handle('provinceList', () => provincesFixture()),
      handle('methodList', () => methodsFixture()),
      handle('dealerProvinces', () => []),
    );
    renderApp('/profile', userFixture());
    const title = app.profile.password.title;
    fireEvent.click(await screen.findByRole('button', { name: app.profile.editSection.replace('%{section}', title) }));
    const section = screen.getByRole('region', { name: title });
    fireEvent.click(within(section).getByRole('button', { name: app.profile.save }));
    await expectNamedMessages(() => section, 'password-sicura');
  });

  it('the quotation draft', async () => {
    const dealer = userFixture({ id: 7, default_flat_fee: 10, default_partial_fee: 6 });
    signIn(dealer);
    const submission = requestWithRows();
    draftStore.add(createDraft(submission, [], dealer));
    server.use(handle('submission', () => submission));
    renderScreen(<DraftsPage />, { path: '/dashboard/draft', route: '/dashboard/draft' });
    fireEvent.click(await screen.findByRole('button', { name: 'Invia preventivo' }));
    await expectNamedMessages(() => screen.getByRole('button', { name: 'Invia preventivo' }).closest('form')!, 'OE-1');
  });
});
