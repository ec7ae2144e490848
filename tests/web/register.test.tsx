import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { namedMessage } from '../../src/ui/forms/formErrors';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Province, type User } from '../../contract';
import { app } from '../../i18n/it/app';
import { errors } from '../../i18n/it/errors';
import { authStore } from '../../src/platform/auth/storage';
import { validCompany } from '../support/rule-cases';
import { dealerWith, userFixture } from './fixtures';
import { provincesFixture } from './fixtures/profile';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

const copy = app.register;
/** A dealer who has not registered yet: no company data, no subscription. */
const newcomer: User = {
  ...dealerWith(null),
  email: 'nuovo@demo.example',
  legal_name: null,
  phone: null,
  vat_number: null,
  sdi: null,
  pec: null,
  adr_street: null,
  adr_house_no: null,
  adr_city: null,
  adr_province: null,
  adr_zip_code: null,
};

const input = (label: string) => screen.getByLabelText(`${label} *`, { selector: 'input, select' });

async function openRegister(user: User = newcomer) {
  server.use(handle('provinceList', () => provincesFixture()));
  renderApp('/register', user);
  await screen.findByRole('heading', { level: 1, name: app.routes.register }, { timeout: 5_000 });
  await screen.findByRole('option', { name: 'Roma (RM)' });
  return userEvent.setup();
}

async function fillValid(ui: ReturnType<typeof userEvent.setup>, password = 'password1', confirmation = password) {
  const c = copy.company;
  const text: [string, string][] = [
    [c.legalName, validCompany.legal_name],
    [c.phone, validCompany.phone],
    [c.vatNumber, validCompany.vat_number],
    [c.sdi, validCompany.sdi],
    [c.pec, validCompany.pec],
    [c.street, validCompany.adr_street],
    [c.houseNo, validCompany.adr_house_no],
    [c.city, validCompany.adr_city],
    [c.zipCode, validCompany.adr_zip_code],
    [copy.account.password, password],
    [copy.account.passwordConfirmation, confirmation],
  ];
  for (const [label, value] of text) fireEvent.change(input(label), { target: { value } });
  await ui.selectOptions(input(c.province), 'Roma (RM)');
}

describe('register page', () => {
  it('has the three sections, the read-only email and the province placeholder', async () => {
    await openRegister();
    for (const title of [copy.account.title, copy.company.billingTitle, copy.company.addressTitle]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const email = screen.getByLabelText(copy.account.email);
    expect(email).toHaveValue('nuovo@demo.example');
    expect(email).toHaveAttribute('readonly');
    const placeholder = screen.getByRole('option', { name: copy.company.provincePlaceholder });
    expect(placeholder).toBeDisabled();
    expect(input(copy.company.province)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: new RegExp(copy.terms.accept) })).not.toBeChecked();
    expect(screen.getByRole('link', { name: new RegExp(copy.terms.link) })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: copy.submit })).toBeInTheDocument();
    provincesFixture().forEach((p) => Province.parse(p));
  });

  it('says "Le password non coincidono" and "Accetta i termini e condizioni" without calling the server', async () => {
    const ui = await openRegister();
    await fillValid(ui, 'password1', 'password2');
    await ui.click(screen.getByRole('button', { name: copy.submit }));
    expect(
      await screen.findByText(namedMessage(copy.account.passwordConfirmation, errors.passwordsMismatch)),
    ).toBeInTheDocument();
    expect(screen.getByText(errors.termsRequired)).toBeInTheDocument();
    expect(input(copy.account.passwordConfirmation)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.url.pathname.endsWith('/update'))).toBe(false);
  });

  it('sends the data, stores the answered user and goes to /subscription-payment', async () => {
    let sent: unknown;
    const answered = userFixture({ ...newcomer, ...validCompany, adr_province: 30, current_subscription: null });
    server.use(
      handle('dealerUpdate', ({ params, body }) => {
        sent = { dealerId: params.dealerId, body };
        return answered;
      }),
    );
    const ui = await openRegister();
    await fillValid(ui);
    await ui.click(screen.getByRole('checkbox', { name: new RegExp(copy.terms.accept) }));
    await ui.click(screen.getByRole('button', { name: copy.submit }));
    await waitFor(() => expect(currentPath()).toBe('/subscription-payment'));
    expect(sent).toEqual({
      dealerId: newcomer.id,
      body: {
        ...validCompany,
        adr_province: 30,
        password: 'password1',
        password_confirmation: 'password1',
        terms: true,
      },
    });
    expect(authStore.user()).toEqual(answered);
  });

  it('shows the server’s message under the form and its field messages on the fields', async () => {
    server.use(
      handle('dealerUpdate', () => apiError(422, errors.validation, { vat_number: ['Partita IVA già registrata'] })),
    );
    const ui = await openRegister();
    await fillValid(ui);
    await ui.click(screen.getByRole('checkbox', { name: new RegExp(copy.terms.accept) }));
    await ui.click(screen.getByRole('button', { name: copy.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.validation);
    const submit = screen.getByRole('button', { name: copy.submit });
    expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input(copy.company.vatNumber)).toHaveAccessibleDescription('Partita IVA già registrata');
    expect(currentPath()).toBe('/register');
  });

  it('keeps the stored data when the registration is completed again', async () => {
    await openRegister({ ...newcomer, ...validCompany, adr_province: 5 });
    expect(input(copy.company.legalName)).toHaveValue(validCompany.legal_name);
    expect(input(copy.company.province)).toHaveValue('5');
  });

  it('sends a dealer who already registered to the profile instead', async () => {
    renderApp('/register', dealerWith('active'));
    const notice = await screen.findByText(copy.alreadyRegistered);
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: copy.goToProfile }),
    ).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: copy.submit })).toBeNull();
  });
});
