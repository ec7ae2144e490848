import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errors } from '../../i18n/it/errors';
import { app } from '../../i18n/it/app';
import { authProvider, refreshStoredUser } from '../../src/platform/auth';
import { authStore } from '../../src/platform/auth/storage';
import { dealerWith } from './fixtures';
import { apiError, handle } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp, storeSession } from './render';

describe('401 handling (SPEC §7, §8)', () => {
  it('a 401 from ping deletes the stored user and shows the login page', async () => {
    server.use(handle('ping', () => apiError(401, errors.unauthorized)));
    renderApp('/dashboard', dealerWith('active'));
    expect(await screen.findByRole('heading', { name: app.login.title })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(authStore.get()).toBeNull();
    expect(screen.getByText(app.login.sessionExpired)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: app.layout.mainNav })).toBeNull();
  });

  it('a 401 from any other call does the same (FAQ)', async () => {
    server.use(handle('discovery', () => apiError(401, errors.unauthorized)));
    renderApp('/faq', dealerWith('active'));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(authStore.get()).toBeNull();
  });

  it('a suspended account is taken to the login page, which says it is suspended and whom to write to', async () => {
    server.use(handle('ping', () => apiError(403, errors.accountSuspended, undefined, 'account_suspended')));
    renderApp('/dashboard', dealerWith('active'));
    expect(await screen.findByText(app.login.suspendedTitle)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Per chiarimenti scrivi a assistenza@ricambihub.it.');
    expect(currentPath()).toBe('/');
    expect(authStore.get()).toBeNull();
    expect(screen.queryByText(/Impossibile caricare/)).toBeNull();
  });

  it('a 403 keeps the session', async () => {
    server.use(handle('discovery', () => apiError(403, errors.forbidden)));
    renderApp('/faq', dealerWith('active'));
    expect(await screen.findByText(errors.forbidden)).toBeInTheDocument();
    expect(authStore.get()).not.toBeNull();
    expect(currentPath()).toBe('/faq');
  });
});

describe('stored user refresh', () => {
  it('takes the subscription state from GET /api/user when the app starts', async () => {
    server.use(handle('me', () => dealerWith('ended')));
    renderApp('/dashboard', dealerWith('active'));
    expect(await screen.findByText(app.notices.subscription.ended)).toBeInTheDocument();
    expect(authStore.user()?.current_subscription?.status).toBe('ended');
  });

  it('the same user again changes nothing: no screen re-renders for it', async () => {
    storeSession(dealerWith('active'));
    const before = authStore.user();
    let changes = 0;
    const unsubscribe = authStore.subscribe(() => changes++);
    await refreshStoredUser();
    expect(changes).toBe(0);
    expect(authStore.user()).toBe(before);
    server.use(handle('me', () => dealerWith('ended')));
    await refreshStoredUser();
    unsubscribe();
    expect(changes).toBe(1);
  });
});

describe('an answer cut short', () => {
  it('GET /api/user whose body never arrives whole fails and keeps the stored session (a navigation used to log the dealer out)', async () => {
    const dealer = dealerWith('active');
    storeSession(dealer);
    server.use(
      http.get(
        '/api/user',
        () => new HttpResponse('{"id": 7, "email":', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    await expect(refreshStoredUser()).rejects.toMatchObject({ status: 0, message: errors.unavailable });
    expect(authStore.user()).toEqual(dealer);
  });
});

describe('authProvider', () => {
  it('checkAuth rejects to / without a stored user and resolves with one', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/' });
    storeSession(dealerWith('active'));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError: 401 clears the user and redirects to /, 403 stays', async () => {
    storeSession(dealerWith('active'));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(authStore.get()).not.toBeNull();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/' });
    expect(authStore.get()).toBeNull();
  });

  it('logout revokes the token on the server and forgets it, even if the server fails', async () => {
    let authorization: string | null = null;
    server.use(
      handle('logout', ({ request }) => {
        authorization = request.headers.get('authorization');
        return apiError(500, errors.internal);
      }),
    );
    storeSession(dealerWith('active'));
    await expect(authProvider.logout({})).resolves.toBe('/');
    expect(authorization).toBe('Bearer token-of-7');
    expect(authStore.get()).toBeNull();
  });

  it('getIdentity describes the stored dealer', async () => {
    storeSession(dealerWith('active'));
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: 7, fullName: 'Ricambi Rossi S.r.l.' });
  });

  it('has no permissions query: the guard reads the role, and react-admin would draw every screen again once it settles', () => {
    expect(authProvider.getPermissions).toBeUndefined();
  });

  it('ignores a corrupted stored session', () => {
    window.localStorage.setItem('ricambihub.auth', '{not json');
    expect(authStore.get()).toBeNull();
    window.localStorage.setItem('ricambihub.auth', JSON.stringify({ token: 1 }));
    expect(authStore.get()).toBeNull();
  });
});
