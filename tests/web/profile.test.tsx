import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { namedMessage } from '../../src/ui/forms/formErrors';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaymentMethod, Province, type User } from '../../contract';
import { app } from '../../i18n/it/app';
import { errors } from '../../i18n/it/errors';
import { serverMessages } from '../../i18n/it/server';
import { authStore } from '../../src/platform/auth/storage';
import { CANCEL_EMAIL } from '../../src/platform/config';
import { starKinds } from '../../src/domain/StarRating';
import { userFixture } from './fixtures';
import { methodsFixture, provincesFixture } from './fixtures/profile';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

const p = app.profile;
const dealer = userFixture({
  current_subscription: { status: 'active', ends_at: '2030-01-31T12:00:00.000Z', canceled_at: null },
  user_provinces: [1],
});

function lookups() {
  server.use(
    handle('provinceList', () => provincesFixture()),
    handle('methodList', () => methodsFixture()),
    handle('dealerProvinces', () =>
      provincesFixture().filter((province) => authStore.user()?.user_provinces.includes(province.id)),
    ),
  );
}

async function openProfile(user: User = dealer) {
  lookups();
  renderApp('/profile', user);
  await screen.findByRole('heading', { level: 1, name: app.routes.profile }, { timeout: 5_000 });
  return userEvent.setup();
}

const section = (title: string) => screen.getByRole('region', { name: title });
const edit = (ui: ReturnType<typeof userEvent.setup>, title: string) =>
  ui.click(screen.getByRole('button', { name: p.editSection.replace('%{section}', title) }));
const save = (ui: ReturnType<typeof userEvent.setup>, title: string) =>
  ui.click(within(section(title)).getByRole('button', { name: p.save }));
const sent = (pathEnd: string) => requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(pathEnd));

describe('stars', () => {
  it.each([
    [0, 'empty empty empty empty empty'],
    [2.5, 'full full half empty empty'],
    [4.74, 'full full full full half'],
    [4.8, 'full full full full full'],
    [5, 'full full full full full'],
  ])('%s → %s', (value, kinds) => {
    expect(starKinds(value).join(' ')).toBe(kinds);
  });
});

describe('profile header', () => {
  it('shows name, stars out of 5, counters and the links', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 2, name: dealer.legal_name! })).toBeInTheDocument();
    const stars = screen.getByRole('img', { name: 'Valutazione: 4,5 su 5' });
    expect([...stars.querySelectorAll('[data-star]')].map((s) => s.getAttribute('data-star'))).toEqual([
      'full',
      'full',
      'full',
      'full',
      'half',
    ]);
    const counters = screen.getByLabelText(p.counters.label);
    await waitFor(() => expect(within(counters).getByText(p.counters.sent).nextSibling).toHaveTextContent('5'));
    expect(within(counters).getByText(p.counters.credits).nextSibling).toHaveTextContent('120');
    expect(within(counters).getByText(p.counters.accepted).nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: p.buyCredits })).toHaveAttribute('href', '/purchase-credits');
    const terms = screen.getAllByRole('link', { name: new RegExp(p.terms) })[0];
    expect(terms).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('main')).getByRole('button', { name: p.card.edit })).toBeInTheDocument();
  });

  it('logs out from the profile', async () => {
    const ui = await openProfile();
    await ui.click(within(screen.getByRole('main')).getByRole('button', { name: p.logout }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(authStore.get()).toBeNull();
  });
});

describe('subscription', () => {
  it('active: end date and the unsubscribe modal with the cancellation address', async () => {
    const ui = await openProfile();
    const box = section(p.subscription.title);
    expect(within(box).getByText(p.subscription.active)).toBeInTheDocument();
    expect(within(box).getByText('Valido fino al 31/01/2030')).toBeInTheDocument();
    await ui.click(within(box).getByRole('button', { name: p.subscription.unsubscribe }));
    const dialog = await screen.findByRole('dialog', { name: p.unsubscribe.title });
    expect(dialog).toHaveTextContent(CANCEL_EMAIL);
    expect(within(dialog).getByRole('link', { name: new RegExp(CANCEL_EMAIL) })).toHaveAttribute(
      'href',
      `mailto:${CANCEL_EMAIL}`,
    );
    await ui.click(within(dialog).getByRole('button', { name: p.unsubscribe.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('any other state: inactive, with the cancel date, and no unsubscribe button', async () => {
    await openProfile(
      userFixture({
        current_subscription: { status: 'canceled', ends_at: null, canceled_at: '2025-03-15T12:00:00.000Z' },
      }),
    );
    const box = section(p.subscription.title);
    expect(within(box).getByText(p.subscription.inactive)).toBeInTheDocument();
    expect(within(box).getByText('Annullato il 15/03/2025')).toBeInTheDocument();
    expect(within(box).queryByRole('button')).toBeNull();
  });
});

describe('IBAN section', () => {
  it('saves the IBAN without spaces, closes edit mode and updates the stored user', async () => {
    let body: unknown;
    server.use(
      handle('ibanUpdate', (ctx) => ((body = ctx.body), { ...authStore.user()!, iban: 'IT02L1234512345123456789012' })),
    );
    const ui = await openProfile();
    await edit(ui, p.iban.title);
    const input = within(section(p.iban.title)).getByRole('textbox', { name: new RegExp(p.iban.label) });
    expect(input).toHaveFocus();
    await ui.clear(input);
    await ui.type(input, 'it02 l123 4512 3451 2345 6789 012');
    await save(ui, p.iban.title);
    await waitFor(() => expect(within(section(p.iban.title)).queryByRole('textbox')).toBeNull());
    expect(body).toEqual({ iban: 'IT02L1234512345123456789012' });
    expect(authStore.user()?.iban).toBe('IT02L1234512345123456789012');
    expect(within(section(p.iban.title)).getByText('IT02L1234512345123456789012')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: p.editSection.replace('%{section}', p.iban.title) })).toHaveFocus();
  });

  it('shows "Formato Iban errato" on the field without calling the server, and cancel clears it', async () => {
    const ui = await openProfile();
    await edit(ui, p.iban.title);
    const input = within(section(p.iban.title)).getByRole('textbox', { name: new RegExp(p.iban.label) });
    await ui.clear(input);
    await ui.type(input, 'IT60X0542');
    await save(ui, p.iban.title);
    await waitFor(() => expect(input).toHaveAccessibleDescription(namedMessage(p.iban.label, errors.iban)));
    expect(sent('/iban/update')).toHaveLength(0);
    await ui.click(within(section(p.iban.title)).getByRole('button', { name: p.cancel }));
    await edit(ui, p.iban.title);
    expect(within(section(p.iban.title)).getByRole('textbox')).toHaveValue(dealer.iban);
    expect(within(section(p.iban.title)).queryByText(namedMessage(p.iban.label, errors.iban))).toBeNull();
  });

  it('keeps the form open with the server’s message under it when the save fails', async () => {
    server.use(handle('ibanUpdate', () => apiError(503, errors.unavailable)));
    const ui = await openProfile();
    await edit(ui, p.iban.title);
    await save(ui, p.iban.title);
    const alert = await within(section(p.iban.title)).findByRole('alert');
    expect(alert).toHaveTextContent(errors.unavailable);
    expect(within(section(p.iban.title)).getByRole('textbox')).toBeInTheDocument();
    expect(authStore.user()?.iban).toBe(dealer.iban);
  });
});

describe('fees section', () => {
  it('reads both fees the Italian way and sends them as numbers', async () => {
    let body: unknown;
    server.use(
      handle(
        'feesUpdate',
        (ctx) => ((body = ctx.body), { ...authStore.user()!, default_flat_fee: 7.5, default_partial_fee: 3 }),
      ),
    );
    const ui = await openProfile();
    await edit(ui, p.fees.title);
    fireEvent.change(screen.getByLabelText(new RegExp(p.fees.flat.replace(/[()€]/g, '.'))), {
      target: { value: '7,50' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(p.fees.partial.replace(/[()€]/g, '.'))), {
      target: { value: '1.234,56' },
    });
    await save(ui, p.fees.title);
    await waitFor(() => expect(body).toEqual({ default_flat_fee: 7.5, default_partial_fee: 1234.56 }));
    expect(await within(section(p.fees.title)).findByText('7,50 €')).toBeInTheDocument();
  });
});

describe('payment methods section', () => {
  it('hides method 1, keeps method 4 checked and locked, and always sends it', async () => {
    methodsFixture().forEach((m) => PaymentMethod.parse(m));
    let body: unknown;
    server.use(
      handle('methodsUpdate', (ctx) => ((body = ctx.body), { ...authStore.user()!, available_methods: [3, 4] })),
    );
    const ui = await openProfile();
    const box = section(p.methods.title);
    expect(await within(box).findByText('Contrassegno')).toBeInTheDocument();
    expect(within(box).queryByText('Credito piattaforma')).toBeNull();
    await edit(ui, p.methods.title);
    expect(within(box).queryByRole('checkbox', { name: /Credito piattaforma/ })).toBeNull();
    const online = within(box).getByRole('checkbox', { name: /Pagamento online/ });
    expect(online).toBeChecked();
    expect(online).toBeDisabled();
    await ui.click(within(box).getByRole('checkbox', { name: /Contrassegno/ }));
    await ui.click(within(box).getByRole('checkbox', { name: /Bonifico bancario/ }));
    await save(ui, p.methods.title);
    await waitFor(() => expect(body).toEqual({ methods: [3, 4] }));
    await waitFor(() => expect(within(box).queryByRole('checkbox')).toBeNull());
    expect(within(box).queryByText('Contrassegno')).toBeNull();
  });
});

describe('excluded provinces section', () => {
  it('lists the excluded provinces, saves a new choice and refreshes the counters', async () => {
    provincesFixture().forEach((province) => Province.parse(province));
    let body: unknown;
    server.use(
      handle('provincesUpdate', (ctx) => ((body = ctx.body), { ...authStore.user()!, user_provinces: [1, 20] })),
    );
    const ui = await openProfile();
    const box = section(p.provinces.title);
    expect(await within(box).findByText('Aosta (AO)')).toBeInTheDocument();
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/ping').length).toBeGreaterThan(0));
    const pingsBefore = requests.filter((r) => r.url.pathname === '/api/ping').length;

    await edit(ui, p.provinces.title);
    const combo = within(box).getByRole('combobox', { name: p.provinces.label });
    await ui.type(combo, 'Nap');
    await ui.click(await screen.findByRole('option', { name: 'Napoli (NA)' }));
    await save(ui, p.provinces.title);
    await waitFor(() => expect(body).toEqual({ provinces: [1, 20] }));
    expect(await within(box).findByText('Napoli (NA)')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === '/api/ping').length).toBeGreaterThan(pingsBefore),
    );
  });
});

describe('password section', () => {
  it('shows a wrong current password on its field and under the form', async () => {
    server.use(
      handle('passwordUpdate', () =>
        apiError(422, serverMessages.oldPasswordWrong, { old_password: [serverMessages.oldPasswordWrong] }),
      ),
    );
    const ui = await openProfile();
    await edit(ui, p.password.title);
    const box = section(p.password.title);
    fireEvent.change(within(box).getByLabelText(`${p.password.old} *`), { target: { value: 'sbagliata' } });
    fireEvent.change(within(box).getByLabelText(`${p.password.new} *`), { target: { value: 'nuovapass1' } });
    fireEvent.change(within(box).getByLabelText(`${p.password.repeat} *`), { target: { value: 'nuovapass1' } });
    await save(ui, p.password.title);
    expect(await within(box).findByRole('alert')).toHaveTextContent(serverMessages.oldPasswordWrong);
    expect(within(box).getByLabelText(`${p.password.old} *`)).toHaveAccessibleDescription(
      serverMessages.oldPasswordWrong,
    );
  });

  it('closes after a successful change', async () => {
    let body: unknown;
    server.use(handle('passwordUpdate', (ctx) => ((body = ctx.body), { message: serverMessages.passwordChanged })));
    const ui = await openProfile();
    await edit(ui, p.password.title);
    const box = section(p.password.title);
    fireEvent.change(within(box).getByLabelText(`${p.password.old} *`), { target: { value: 'demo1234' } });
    fireEvent.change(within(box).getByLabelText(`${p.password.new} *`), { target: { value: 'nuovapass1' } });
    fireEvent.change(within(box).getByLabelText(`${p.password.repeat} *`), { target: { value: 'nuovapass1' } });
    await save(ui, p.password.title);
    await waitFor(() =>
      expect(body).toEqual({ old_password: 'demo1234', new_password: 'nuovapass1', repeat_password: 'nuovapass1' }),
    );
    await waitFor(() => expect(within(box).queryByLabelText(`${p.password.old} *`)).toBeNull());
  });
});

describe('company section', () => {
  it('opens with the stored data and sends the changes', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      handle(
        'dealerUpdate',
        (ctx) => (
          (body = ctx.body as Record<string, unknown>),
          { ...authStore.user()!, legal_name: 'Nuova Ragione S.r.l.' }
        ),
      ),
    );
    const ui = await openProfile();
    await edit(ui, p.company.title);
    const box = section(p.company.title);
    const legalName = within(box).getByLabelText(`${app.register.company.legalName} *`);
    expect(legalName).toHaveValue(dealer.legal_name);
    await waitFor(() =>
      expect(within(box).getByLabelText(`${app.register.company.province} *`, { selector: 'select' })).toHaveValue(
        '15',
      ),
    );
    fireEvent.change(legalName, { target: { value: 'Nuova Ragione S.r.l.' } });
    await save(ui, p.company.title);
    await waitFor(() =>
      expect(body).toMatchObject({
        legal_name: 'Nuova Ragione S.r.l.',
        adr_province: 15,
        vat_number: dealer.vat_number,
      }),
    );
    expect(body).not.toHaveProperty('password');
    expect(await within(box).findByText('Nuova Ragione S.r.l.')).toBeInTheDocument();
  });
});

describe('avatar', () => {
  const choose = (file: File) => fireEvent.change(screen.getByTestId('avatar-input'), { target: { files: [file] } });

  it('uploads a PNG as base64, then sets it as the profile photo', async () => {
    let upload: { file: string; name?: string } | null = null;
    let photo: unknown;
    server.use(
      handle('uploadFile', (ctx) => ((upload = ctx.body), { url: '/media/upload-abc.png' })),
      handle(
        'photoUpdate',
        (ctx) => ((photo = ctx.body), { ...authStore.user()!, profile_photo: '/media/upload-abc.png' }),
      ),
    );
    await openProfile();
    expect(screen.getByTestId('avatar-input')).toHaveAttribute('accept', 'image/png,image/jpeg');
    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(authStore.user()?.profile_photo).toBe('/media/upload-abc.png'));
    expect(upload!.file).toMatch(/^data:image\/png;base64,iVBORw==$/);
    expect(photo).toEqual({ profile_photo: '/media/upload-abc.png' });
  });

  it.each([
    ['a GIF', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), p.avatar.unsupported],
    [
      'a file over 2 MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'Il file è troppo grande: il limite è 2 MB',
    ],
  ])('refuses %s before uploading', async (_label, file, message) => {
    await openProfile();
    choose(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sent('/upload/file')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    server.use(handle('uploadFile', () => apiError(422, serverMessages.uploadUnsupported)));
    await openProfile();
    choose(new File(['testo'], 'finta.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.uploadUnsupported);
    expect(sent('/photo/update')).toHaveLength(0);
  });
});
