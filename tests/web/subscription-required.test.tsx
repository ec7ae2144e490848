import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errors } from '../../i18n/it/errors';
import { authStore } from '../../src/platform/auth/storage';
import { dealerWith } from './fixtures';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

/* The API refuses dealer data until registered and subscribed; the web shows why and goes where it can be fixed. */
describe('a 403 "subscription required" from the API', () => {
  it('with an ended subscription: shows the message and opens the subscription payment', async () => {
    server.use(
      handle('me', () => dealerWith('ended')),
      handle('submissionList', () => apiError(403, errors.subscriptionRequired, undefined, 'subscription_required')),
    );
    renderApp('/dashboard', dealerWith('ended'));
    expect(await screen.findByText(errors.subscriptionRequired, undefined, { timeout: 5_000 })).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/subscription-payment'));
    expect(authStore.get()).not.toBeNull();
  });

  it('when the server says the subscription is gone: the guard sends the dealer to /register', async () => {
    server.use(
      handle('me', () => ({ ...dealerWith('active'), current_subscription: null })),
      handle('submissionList', () => apiError(403, errors.subscriptionRequired, undefined, 'subscription_required')),
    );
    renderApp('/dashboard', dealerWith('active'));
    await waitFor(() => expect(currentPath()).toBe('/register'));
  });

  it('is told by its code, not its text: other copy still redirects, the same copy without the code does not', async () => {
    server.use(
      handle('me', () => dealerWith('ended')),
      handle('submissionList', () => apiError(403, 'Abbonamento da rinnovare', undefined, 'subscription_required')),
    );
    renderApp('/dashboard', dealerWith('ended'));
    await waitFor(() => expect(currentPath()).toBe('/subscription-payment'));
  });

  it('a 403 without the code stays a plain error: the same text does not redirect', async () => {
    server.use(
      handle('me', () => dealerWith('ended')),
      handle('submissionList', () => apiError(403, errors.subscriptionRequired)),
    );
    renderApp('/dashboard', dealerWith('ended'));
    await waitFor(() => expect(requests.some((r) => r.url.pathname.startsWith('/api/submission/list'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(currentPath()).toBe('/dashboard');
  });
});
