import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
import { showcaseCopy } from '../../i18n/it/app/showcase';
import { dealerWith } from './fixtures';
import { renderApp } from './render';

const s = showcaseCopy;

describe('/components showcase', () => {
  it('shows each shared building block in its states', async () => {
    renderApp('/components', dealerWith('active'));
    await screen.findByRole('heading', { level: 1, name: app.routes.components }, { timeout: 5_000 });
    for (const title of [
      s.timer.title,
      s.tags.title,
      s.stars.title,
      s.km.title,
      s.price.title,
      s.lightbox.title,
      s.empty.title,
      s.pagination.title,
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: s.timer.title })).getAllByRole('timer')).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: s.stars.title })).getByRole('img', { name: 'Valutazione: 2,5 su 5' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: s.km.title })).getByText(/N\.D\./)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: s.empty.title })).getByText(app.common.empty)).toBeInTheDocument();
  });

  it('opens the lightbox', async () => {
    renderApp('/components', dealerWith('active'));
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: s.lightbox.open }, { timeout: 5_000 }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
