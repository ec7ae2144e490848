import { screen, waitFor, within } from '@testing-library/react';
import { namedMessage } from '../../src/ui/forms/formErrors';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errors } from '../../i18n/it/errors';
import { app } from '../../i18n/it/app';
import { authStore } from '../../src/platform/auth/storage';
import { dealerWith, loginResponseFixture } from './fixtures';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

/** A text input by its visible label (MUI appends a decorative ' *' to required labels). */
const field = (label: string) => screen.getByLabelText(`${label} *`, { selector: 'input' });
const findField = (label: string) => screen.findByLabelText(`${label} *`, { selector: 'input' });

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: app.login.title });
  if (email) await user.type(field(app.login.email), email);
  if (password) await user.type(field(app.login.password), password);
  await user.click(screen.getByRole('button', { name: app.login.submit }));
  return user;
}

describe('login page', () => {
  it('requires email and password, without calling the server', async () => {
    renderApp('/');
    await fillAndSubmit('', '');
    expect(await screen.findByText(namedMessage(app.login.email, errors.required))).toBeInTheDocument();
    expect(screen.getByText(namedMessage(app.login.password, errors.required))).toBeInTheDocument();
    expect(field(app.login.email)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url.pathname === '/api/user/login')).toHaveLength(0);
  });

  it('shows the server message under the form on a failed login', async () => {
    server.use(handle('login', () => apiError(401, errors.invalidCredentials)));
    renderApp('/');
    await fillAndSubmit('dealer@demo.example', 'sbagliata');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(errors.invalidCredentials);
    // under the form: after the submit button
    const submit = screen.getByRole('button', { name: app.login.submit });
    expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(authStore.get()).toBeNull();
    expect(currentPath()).toBe('/');
    // a wrong password is not a session that expired
    expect(screen.queryByText(app.login.sessionExpired)).toBeNull();
  });

  it('stores the session and lands on /dashboard, with the header and ping right after', async () => {
    let sentBody: unknown;
    server.use(
      handle('login', ({ body }) => {
        sentBody = body;
        return loginResponseFixture(dealerWith('active'));
      }),
    );
    renderApp('/');
    await fillAndSubmit('dealer@demo.example', 'demo1234');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(sentBody).toEqual({ email: 'dealer@demo.example', password: 'demo1234', security: 'dealer-portal' });
    expect(authStore.get()?.token).toBe('token-of-7');
    expect(await screen.findByRole('navigation', { name: app.layout.mainNav })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/ping')).toBe(true));
    const ping = requests.find((r) => r.url.pathname === '/api/ping')!;
    expect(ping.url.searchParams.get('security')).toBe('dealer-portal');
    expect(ping.headers.get('authorization')).toBe('Bearer token-of-7');
  });

  it('sends a dealer without subscription to /register', async () => {
    server.use(handle('login', () => loginResponseFixture(dealerWith(null))));
    renderApp('/');
    await fillAndSubmit('nuovo@demo.example', 'demo1234');
    await waitFor(() => expect(currentPath()).toBe('/register'));
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: app.login.title });
    const input = field(app.login.password);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: app.login.showPassword }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: app.login.hidePassword }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('links to password recovery', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: app.login.forgotPassword }));
    expect(await screen.findByRole('heading', { name: app.passwordRecovery.title })).toBeInTheDocument();
    expect(currentPath()).toBe('/password-recovery');
  });
});

describe('password recovery page', () => {
  it('sends the new password and returns to login with the server notice', async () => {
    let sentBody: unknown;
    server.use(
      handle('forgotPassword', ({ body }) => {
        sentBody = body;
        return { message: errors.forgotPasswordSent };
      }),
    );
    renderApp('/password-recovery');
    const user = userEvent.setup();
    await user.type(await findField(app.passwordRecovery.email), 'dealer@demo.example');
    await user.click(screen.getByRole('button', { name: app.passwordRecovery.submit }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sentBody).toEqual({ email: 'dealer@demo.example' });
    expect(await screen.findByText(errors.forgotPasswordSent)).toBeInTheDocument();
  });

  it('validates the email locally and shows server errors under the form', async () => {
    server.use(handle('forgotPassword', () => apiError(429, errors.tooManyRequests)));
    renderApp('/password-recovery');
    const user = userEvent.setup();
    const input = await findField(app.passwordRecovery.email);
    await user.type(input, 'non-una-email');
    await user.click(screen.getByRole('button', { name: app.passwordRecovery.submit }));
    expect(await screen.findByText(namedMessage(app.passwordRecovery.email, errors.email))).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, 'dealer@demo.example');
    await user.click(screen.getByRole('button', { name: app.passwordRecovery.submit }));
    const form = screen.getByRole('button', { name: app.passwordRecovery.submit }).closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(errors.tooManyRequests);
    expect(currentPath()).toBe('/password-recovery');
  });
});
