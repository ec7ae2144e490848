import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerRegisterBody } from '../../contract/api/customer-account';
import { CustomerSubmissionBody } from '../../contract/api/customer';
import { customerApp as m } from '../../i18n/it/customer/app';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { paged, renderCustomer } from './customer-render';
import type { User } from '../../contract';
import { app } from '../../i18n/it/app';
import { dealerWith } from './fixtures';
import { provincesFixture } from './fixtures/profile';
import { renderApp } from './render';

/*
 * The customer's forms, submitted empty: every message Italian and naming its field, the first field in error
 * focused, and a message gone as soon as its field is fixed.
 */
const TIMEOUT = { timeout: 20_000 };
/** zod's and the browsers' English, as the forms used to show it ("Too small: expected number to be >=1900"). */
const ENGLISH = /Invalid input|Too small|Too big|expected|received|Required|must be|Invalid/;

const counters = {
  notifications_to_read: 0,
  messages_to_read: 0,
  open_requests: 0,
  offers_on_open_requests: 0,
  to_pay: 0,
};

const messagesOf = (form: HTMLElement) =>
  [...form.querySelectorAll('.Mui-error.MuiFormHelperText-root, [role=alert]')].map((el) => el.textContent ?? '');

describe('zod speaks Italian in the contract', () => {
  it('an empty request and an empty registration are refused in Italian', () => {
    for (const parsed of [CustomerSubmissionBody.safeParse({ vehicle: {} }), CustomerRegisterBody.safeParse({})]) {
      expect(parsed.success).toBe(false);
      for (const issue of parsed.error?.issues ?? []) expect(issue.message).not.toMatch(ENGLISH);
    }
  });
});

describe('the customer’s forms, submitted empty', () => {
  it('Nuova richiesta: Targa flagged and focused, every message named and Italian; fixing Targa clears it', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('manufacturerList', () => [{ id: 1, name: 'Fiat' }]),
      handle('provinceList', () => [{ id: 58, name: 'Roma', code: 'RM' }]),
      handle('partList', () => [{ id: 1, name: 'Carrozzeria', part_parent_id: null }]),
    );
    await renderCustomer('/cliente/nuova-richiesta');
    const plate = await screen.findByLabelText(/^Targa/, undefined, TIMEOUT);
    fireEvent.change(screen.getByLabelText(/^Provincia/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: m.request.submit }));

    const form = plate.closest('form')!;
    // The first check loads the contract's schemas (zod is not in the form's own code).
    expect(await screen.findByText(`${m.request.plate}: campo obbligatorio`, undefined, TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(plate));
    const messages = messagesOf(form);
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages) {
      expect(message).not.toMatch(ENGLISH);
      expect(message).toMatch(/^[A-ZÀ-Ù][^:]+: /);
    }
    expect(messages).toContain(`${m.request.model}: campo obbligatorio`);
    expect(messages).toContain(`${m.request.part}: campo obbligatorio`);
    expect(messages).toContain(`${m.request.manufacturer}: campo obbligatorio`);
    expect(messages).toContain(`${m.request.year}: campo obbligatorio`);

    fireEvent.change(plate, { target: { value: 'AB123CD' } });
    expect(screen.queryByText(`${m.request.plate}: campo obbligatorio`)).toBeNull();
    expect(messagesOf(form)).toContain(`${m.request.model}: campo obbligatorio`);
  });

  it('Nuova richiesta: a year out of range says which years', async () => {
    server.use(
      handle('customerPing', () => counters),
      handle('manufacturerList', () => [{ id: 1, name: 'Fiat' }]),
      handle('provinceList', () => [{ id: 58, name: 'Roma', code: 'RM' }]),
      handle('partList', () => [{ id: 1, name: 'Carrozzeria', part_parent_id: null }]),
    );
    await renderCustomer('/cliente/nuova-richiesta');
    const year = await screen.findByLabelText(/^Anno/, undefined, TIMEOUT);
    fireEvent.change(year, { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: m.request.submit }));
    expect(
      await screen.findByText(
        `${m.request.year}: scrivi un anno tra 1950 e ${new Date().getFullYear() + 1}`,
        undefined,
        TIMEOUT,
      ),
    ).toBeInTheDocument();
  });

  it('Registrati: Email flagged and focused, every message named and Italian; typing an email clears it', async () => {
    server.use(
      handle('customerProvinces', () => [{ id: 58, name: 'Roma', code: 'RM' }]),
      handle('customerSubmissions', () => paged([])),
    );
    await renderCustomer('/cliente/registrati', null);
    const email = await screen.findByLabelText(/^Email/, undefined, TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: m.register.submit }));

    expect(await screen.findByText(`${m.register.email}: campo obbligatorio`)).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(email));
    const form = email.closest('form')!;
    const messages = messagesOf(form);
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
    expect(messages).toContain(`${m.register.surname}: campo obbligatorio`);

    fireEvent.change(email, { target: { value: 'giulia@example.com' } });
    expect(screen.queryByText(`${m.register.email}: campo obbligatorio`)).toBeNull();
    expect(messagesOf(form)).toContain(`${m.register.surname}: campo obbligatorio`);
  });
});

describe('the dealer’s registration (react-hook-form), submitted empty', () => {
  it('focuses the first field in error, speaks Italian, and clears a message once its field is fixed', async () => {
    server.use(handle('provinceList', () => provincesFixture()));
    const newcomer: User = {
      ...dealerWith(null),
      email: 'nuovo@demo.example',
      legal_name: null,
      phone: null,
      vat_number: null,
      adr_street: null,
      adr_city: null,
      adr_province: null,
      adr_zip_code: null,
    };
    renderApp('/register', newcomer);
    await screen.findByRole('option', { name: 'Roma (RM)' }, TIMEOUT);
    fireEvent.click(screen.getByRole('button', { name: app.register.submit }));

    await waitFor(() => expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true'));
    const first = document.activeElement as HTMLInputElement;
    const form = first.closest('form')!;
    const messages = messagesOf(form);
    expect(messages.length).toBeGreaterThan(2);
    for (const message of messages) expect(message).not.toMatch(ENGLISH);

    fireEvent.change(first, { target: { value: 'Ricambi Rossi S.r.l.' } });
    await waitFor(() => expect(first.getAttribute('aria-invalid')).not.toBe('true'));
    expect(messagesOf(form).length).toBe(messages.length - 1);
  });
});
