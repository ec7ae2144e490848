import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
import { errors } from '../../i18n/it/errors';
import { namedMessage } from '../../src/ui/forms/formErrors';
import {
  passwordPairCases,
  passwordPairMessage,
  ruleCases,
  termsMessage,
  type RuleName,
  type RuleTable,
} from '../support/rule-cases';
import { dealerWith } from './fixtures';
import { provincesFixture } from './fixtures/profile';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

/** The cases of tests/support/rule-cases.ts typed into /register: the form shows the rule's message named by its field, or none. */
const c = app.register.company;
const FIELD_OF: Partial<Record<RuleName, string>> = {
  phone: c.phone,
  vatNumber: c.vatNumber,
  sdi: c.sdi,
  zipCode: c.zipCode,
  pec: c.pec,
  requiredText: c.legalName,
  newPassword: app.register.account.password,
};

/** A field left empty says so, whatever the rule (ui/forms/formErrors.ts emptyIsRequired). */
const shown = (input: unknown, message: string) =>
  typeof input === 'string' && input.trim() === '' ? errors.required : message;

const field = (label: string) => screen.getByLabelText(`${label} *`, { selector: 'input' });
/** Submits once the previous submission has finished (the button is disabled meanwhile). */
async function submit() {
  const button = screen.getByRole('button', { name: app.register.submit });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

async function openRegister() {
  server.use(handle('provinceList', () => provincesFixture()));
  renderApp('/register', dealerWith(null));
  await screen.findByRole('button', { name: app.register.submit }, { timeout: 5_000 });
  return userEvent.setup();
}

/** fireEvent rather than userEvent: dozens of values per rule, and typing them key by key is slow in jsdom. */
function typeInto(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

describe.each(Object.entries(FIELD_OF) as [RuleName, string][])('register form, rule %s', (name, label) => {
  const table: RuleTable = ruleCases[name];

  it(`shows the ${name} message for each invalid value and none for each valid one`, async () => {
    await openRegister();
    for (const { input } of table.invalid) {
      typeInto(label, String(input));
      await submit();
      await waitFor(() =>
        expect(field(label)).toHaveAccessibleDescription(
          namedMessage(label, shown(input, table.invalid.find((x) => x.input === input)?.message ?? table.message)),
        ),
      );
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    for (const { input } of table.valid) {
      typeInto(label, String(input));
      await submit();
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'false'));
      expect(field(label)).not.toHaveAccessibleDescription(namedMessage(label, table.message));
    }
    expect(requests.some((r) => r.url.pathname.endsWith('/update'))).toBe(false);
  });
});

describe('register form, password pair and terms', () => {
  it('shows "Le password non coincidono" exactly for the mismatching pairs', async () => {
    await openRegister();
    const confirmation = app.register.account.passwordConfirmation;
    for (const { password, repeat, valid } of passwordPairCases) {
      typeInto(app.register.account.password, password);
      typeInto(confirmation, repeat);
      await submit();
      if (valid) await waitFor(() => expect(field(confirmation)).toHaveAttribute('aria-invalid', 'false'));
      else
        await waitFor(() =>
          expect(field(confirmation)).toHaveAccessibleDescription(namedMessage(confirmation, passwordPairMessage)),
        );
    }
  });

  it('shows "Accetta i termini e condizioni" until the box is ticked', async () => {
    const ui = await openRegister();
    await submit();
    expect(await screen.findByText(termsMessage)).toBeInTheDocument();
    await ui.click(screen.getByRole('checkbox', { name: new RegExp(app.register.terms.accept) }));
    await submit();
    await waitFor(() => expect(screen.queryByText(termsMessage)).toBeNull());
  });
});
