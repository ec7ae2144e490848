import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification, NotificationTarget } from '../../contract';
import { app } from '../../i18n/it/app';
import { customerApp as m } from '../../i18n/it/customer/app';
import { renderCustomer } from './customer-render';
import { dealerWith } from './fixtures';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

/*
 * A notification opens what it speaks of, for every kind of subject, in both apps: a quotation, a request, a
 * conversation, a fee (due or settled), the wallet.
 */
const TIMEOUT = { timeout: 20_000 };
const UUID = '8a4c1f3e-2b7d-4e59-9c1a-6f0e2d3b4a5c';

const notification = (id: number, title: string, target: NotificationTarget): Notification => ({
  id,
  title,
  text: `${title}: il testo.`,
  created_at: `2025-03-0${id}T09:00:00.000Z`,
  read: 1,
  target,
});

/** The link or button of the notification titled `title`. */
async function actionOf(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, TIMEOUT);
  return within(heading.closest('li')!).getByRole('link');
}

describe('the dealer’s notifications open their subject', () => {
  const n = app.notifications;
  it.each([
    ['a quotation', { kind: 'quotation', id: 501, filter: 'accepted' }, n.openQuotation, '/dashboard/fulfilled?id=501'],
    ['a request', { kind: 'request', id: 41, list: 'pending' }, n.openRequest, '/dashboard?id=41'],
    ['an expired request', { kind: 'request', id: 42, list: 'expired' }, n.openRequest, '/dashboard/expired?id=42'],
    [
      'a conversation',
      { kind: 'conversation', uuid: UUID, submission_id: 41, quotation_id: null },
      n.openConversation,
      `/messages?id=${UUID}`,
    ],
    ['a fee due', { kind: 'fee', id: 9, due: true }, n.payFee, '/pay-fee'],
    ['a settled fee', { kind: 'fee', id: 9, due: false }, n.openMovements, '/wallet#wallet-movements'],
    ['the wallet', { kind: 'wallet' }, n.openWallet, '/wallet'],
  ] as [string, NotificationTarget, string, string][])('%s', async (_kind, target, label, href) => {
    server.use(
      handle('notificationList', () => [notification(1, 'Oggetto', target)]),
      handle('notificationRead', () => ({ message: 'ok' })),
    );
    renderApp('/notifications', dealerWith('active'));
    const action = await actionOf('Oggetto');
    expect(action).toHaveAccessibleName(label);
    expect(action).toHaveAttribute('href', href);
  });

  it('opening "Pagamento ricevuto" goes to the paid quotation', async () => {
    server.use(
      handle('notificationList', () => [
        notification(1, 'Pagamento ricevuto', { kind: 'quotation', id: 501, filter: 'accepted' }),
      ]),
      handle('notificationRead', () => ({ message: 'ok' })),
    );
    renderApp('/notifications', dealerWith('active'));
    await userEvent.click(await actionOf('Pagamento ricevuto'));
    await waitFor(() => expect(`${currentPath()}${window.location.search}`).toBe('/dashboard/fulfilled?id=501'));
  });
});

describe('the customer’s notifications open their subject', () => {
  it.each([
    [
      'a quotation',
      { kind: 'quotation', id: 501, filter: 'pending' },
      m.notifications.openQuotation,
      '/cliente/preventivi/501',
    ],
    ['a request', { kind: 'request', id: 41, list: 'pending' }, m.notifications.openRequest, '/cliente/richieste/41'],
    [
      'a conversation with a quotation',
      { kind: 'conversation', uuid: UUID, submission_id: 41, quotation_id: 501 },
      m.notifications.openChat,
      '/cliente/preventivi/501',
    ],
    [
      'a conversation before any quotation',
      { kind: 'conversation', uuid: UUID, submission_id: 41, quotation_id: null },
      m.notifications.openChat,
      '/cliente/richieste/41',
    ],
  ] as [string, NotificationTarget, string, string][])('%s', async (_kind, target, label, href) => {
    server.use(
      handle('customerPing', () => ({
        notifications_to_read: 0,
        messages_to_read: 0,
        open_requests: 0,
        offers_on_open_requests: 0,
        to_pay: 0,
      })),
      handle('customerNotifications', () => [notification(1, 'Oggetto', target)]),
      handle('customerNotificationsRead', () => ({ message: 'ok' })),
    );
    await renderCustomer('/cliente/notifiche');
    const action = await actionOf('Oggetto');
    expect(action).toHaveAccessibleName(label);
    expect(action).toHaveAttribute('href', href);
  });
});
