import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealerWith } from './fixtures';
import { currentPath, renderApp } from './render';

describe('landing at / (SPEC §2: / is the login page)', () => {
  it('shows the login page to a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Accedi al portale' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('sends a logged-in dealer with a subscription to /dashboard', async () => {
    renderApp('/', dealerWith('active'));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'In scadenza' })).toBeInTheDocument();
  });

  it('sends a logged-in dealer without subscription to /register', async () => {
    renderApp('/', dealerWith(null));
    await waitFor(() => expect(currentPath()).toBe('/register'));
    expect(await screen.findByRole('heading', { name: 'Completa la registrazione' })).toBeInTheDocument();
  });

  it('sends a visitor on a private page back to /', async () => {
    renderApp('/wallet');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Accedi al portale' })).toBeInTheDocument();
  });
});
