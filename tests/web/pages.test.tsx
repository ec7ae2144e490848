import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
import { dealerWith } from './fixtures';
import { renderApp } from './render';

const dealer = dealerWith('active');

describe('404 page', () => {
  it('says the page was not found and links back to the dashboard', async () => {
    renderApp('/questa-pagina-non-esiste', dealer);
    expect(
      await screen.findByRole('heading', { name: 'La pagina che stai cercando non è stata trovata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: app.common.backToDashboard })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(document.title).toBe('RicambiHub - Pagina non trovata'));
  });

  it.each(['/thank-you/sconosciuto', '/richieste', '/dashboard/altro'])('covers %s', async (path) => {
    renderApp(path, dealer);
    expect(await screen.findByRole('heading', { name: app.notFound.message })).toBeInTheDocument();
  });
});

describe('page title = product name + route title', () => {
  it.each([
    ['/', null, 'RicambiHub - Accesso'],
    ['/password-recovery', null, 'RicambiHub - Recupero password'],
    ['/dashboard', dealer, 'RicambiHub - In scadenza'],
    ['/dashboard/archived', dealer, 'RicambiHub - Archivio'],
    ['/wallet', dealer, 'RicambiHub - Portafoglio'],
    ['/feedback/12', dealer, 'RicambiHub - Questionario di gradimento'],
  ] as const)('%s → %s', async (path, user, title) => {
    renderApp(path, user);
    await waitFor(() => expect(document.title).toBe(title));
  });
});

describe('thank-you pages', () => {
  it.each([
    ['subscription', app.thankYou.subscription],
    ['credits', app.thankYou.credits],
    ['fee', app.thankYou.fee],
  ] as const)('%s shows its message', async (slug, text) => {
    renderApp(`/thank-you/${slug}`, dealer);
    expect(await screen.findByText(text.lead)).toBeInTheDocument();
    expect(screen.getByText(text.detail)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: app.common.goToDashboard })).toHaveAttribute('href', '/dashboard');
  });

  it('/thank-you/subscription is open to a dealer without subscription', async () => {
    renderApp('/thank-you/subscription', dealerWith(null));
    expect(await screen.findByText(app.thankYou.subscription.lead)).toBeInTheDocument();
  });
});

describe('FAQ', () => {
  it('shows the questions from /api/discovery as an accordion', async () => {
    renderApp('/faq', dealer);
    const question = await screen.findByRole('button', { name: 'Come invio un preventivo?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Apri la richiesta e premi CREA PREVENTIVO.')).toBeVisible();
  });
});
