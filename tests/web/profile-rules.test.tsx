import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
import { errors } from '../../i18n/it/errors';
import { namedMessage } from '../../src/ui/forms/formErrors';
import { passwordPairCases, passwordPairMessage, ruleCases, type RuleTable } from '../support/rule-cases';
import { userFixture } from './fixtures';
import { methodsFixture, provincesFixture } from './fixtures/profile';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

/**
 * The cases of tests/support/rule-cases.ts typed into the profile's forms. Not here: payment methods (method 4
 * is always checked and locked, so the form can never be empty: the empty list is refused by the contract and
 * the server, see tests/contract/rules.test.ts and tests/server/dealer-rules.test.ts).
 */
const p = app.profile;

/** What the field says: its name, then the rule's message, or "campo obbligatorio" when it was left empty. */
const shown = (label: string, input: unknown, message: string) =>
  namedMessage(label, typeof input === 'string' && input.trim() === '' ? errors.required : message);

async function openSection(title: string) {
  server.use(
    handle('provinceList', () => provincesFixture()),
    handle('methodList', () => methodsFixture()),
    handle('dealerProvinces', () => []),
  );
  renderApp('/profile', userFixture());
  const ui = userEvent.setup();
  await ui.click(
    await screen.findByRole('button', { name: p.editSection.replace('%{section}', title) }, { timeout: 5_000 }),
  );
  return within(screen.getByRole('region', { name: title }));
}

async function submit(box: ReturnType<typeof within>) {
  const button = box.getByRole('button', { name: p.save });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

async function check(box: ReturnType<typeof within>, label: string, table: RuleTable) {
  const field = () => box.getByLabelText(`${label} *`, { selector: 'input' });
  for (const c of table.invalid) {
    fireEvent.change(field(), { target: { value: String(c.input) } });
    // A number input cannot hold text ('abc'): the browser hands the form an empty value, which is missing.
    const held = (field() as HTMLInputElement).value === String(c.input);
    await submit(box);
    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(shown(label, held ? c.input : '', c.message ?? table.message)),
    );
  }
  for (const c of table.valid) {
    fireEvent.change(field(), { target: { value: String(c.input) } });
    await submit(box);
    await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'false'));
    expect(field()).not.toHaveAccessibleDescription(shown(label, 'x', table.message));
  }
}

describe('profile forms and the §5 rules', () => {
  it('IBAN', async () => {
    server.use(handle('ibanUpdate', () => new Promise(() => undefined)));
    const box = await openSection(p.iban.title);
    const label = p.iban.label;
    for (const c of ruleCases.iban.invalid) {
      fireEvent.change(box.getByLabelText(`${label} *`), { target: { value: String(c.input) } });
      await submit(box);
      await waitFor(() =>
        expect(box.getByLabelText(`${label} *`)).toHaveAccessibleDescription(
          shown(label, c.input, ruleCases.iban.message),
        ),
      );
    }
    expect(requests.some((r) => r.url.pathname.endsWith('/iban/update'))).toBe(false);
    // A valid value goes to the server (which here never answers): the form shows no error.
    fireEvent.change(box.getByLabelText(`${label} *`), { target: { value: String(ruleCases.iban.valid[1].input) } });
    await submit(box);
    await waitFor(() => expect(requests.some((r) => r.url.pathname.endsWith('/iban/update'))).toBe(true));
    expect(box.getByLabelText(`${label} *`)).toHaveAttribute('aria-invalid', 'false');
  });

  it('shipping fees', async () => {
    server.use(handle('feesUpdate', () => new Promise(() => undefined)));
    const box = await openSection(p.fees.title);
    // the partial fee invalid keeps every submission local, so each flat-fee value is judged by the form alone
    fireEvent.change(box.getByLabelText(`${p.fees.partial} *`), { target: { value: '-1' } });
    await check(box, p.fees.flat, ruleCases.fee);
  });

  it('new password and its repetition', async () => {
    const box = await openSection(p.password.title);
    await check(box, p.password.new, ruleCases.newPassword);
    for (const { password, repeat, valid } of passwordPairCases) {
      fireEvent.change(box.getByLabelText(`${p.password.new} *`), { target: { value: password } });
      fireEvent.change(box.getByLabelText(`${p.password.repeat} *`), { target: { value: repeat } });
      await submit(box);
      const repeatField = () => box.getByLabelText(`${p.password.repeat} *`);
      if (valid) await waitFor(() => expect(repeatField()).toHaveAttribute('aria-invalid', 'false'));
      // The repetition is also a password of at least 8 characters: that message comes first when it is shorter.
      else if (repeat.length < 8)
        await waitFor(() =>
          expect(repeatField()).toHaveAccessibleDescription(
            shown(p.password.repeat, repeat, ruleCases.newPassword.message),
          ),
        );
      else
        await waitFor(() =>
          expect(repeatField()).toHaveAccessibleDescription(shown(p.password.repeat, repeat, passwordPairMessage)),
        );
    }
  });
});
