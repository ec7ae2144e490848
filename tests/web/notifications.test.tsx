import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../src/ui/format';
import { notificationsFixture } from './fixtures/chat';
import { dealerWith, pingFixture } from './fixtures';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

const dealer = dealerWith('active');
const paths = () => requests.map((r) => r.url.pathname);

describe('Notifications screen', () => {
  it('lists title, text, date and read flag as they were on opening, then marks all read and clears the header dot', async () => {
    let unread = 1;
    server.use(
      handle('notificationList', () => notificationsFixture()),
      handle('notificationRead', () => {
        unread = 0;
        return { message: 'Notifiche segnate come lette.' };
      }),
      handle('ping', () => pingFixture({ notifications_to_read: unread })),
    );
    renderApp('/notifications', dealer);
    expect(await screen.findByRole('link', { name: 'Notifiche: ci sono notifiche da leggere' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Elenco delle notifiche' });
    const [fresh, old] = within(list).getAllByRole('listitem');
    expect(within(fresh).getByRole('heading', { name: 'Preventivo accettato' })).toBeInTheDocument();
    expect(fresh).toHaveTextContent('Il cliente ha accettato il preventivo PRV-000501.');
    expect(fresh).toHaveTextContent(formatDateTime('2025-03-03T08:00:00.000Z'));
    expect(fresh).toHaveTextContent('Nuova');
    expect(old).toHaveTextContent('Letta');

    await waitFor(() => expect(paths()).toContain('/api/user/7/notification/read'));
    expect(paths().indexOf('/api/user/7/notification/list')).toBeLessThan(
      paths().indexOf('/api/user/7/notification/read'),
    );
    await screen.findByRole('link', { name: 'Notifiche' });
    expect(paths().filter((p) => p === '/api/user/7/notification/read')).toHaveLength(1);
    // What was new stays marked as such during this visit.
    expect(fresh).toHaveTextContent('Nuova');
  });

  it('shows the empty state', async () => {
    server.use(
      handle('notificationList', () => []),
      handle('notificationRead', () => ({ message: 'ok' })),
    );
    renderApp('/notifications', dealer);
    expect(await screen.findByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be loaded, and marks nothing read', async () => {
    server.use(
      handle('notificationList', () => apiError(503, 'Servizio momentaneamente non disponibile. Riprova tra poco.')),
    );
    renderApp('/notifications', dealer);
    expect(
      await screen.findByText('Servizio momentaneamente non disponibile. Riprova tra poco.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(paths()).not.toContain('/api/user/7/notification/read');
  });
});
