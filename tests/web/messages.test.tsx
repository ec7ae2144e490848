import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES_REFRESH_MS, type Conversation } from '../../contract';
import { chatReceiveEvent } from '../../contract/realtime';
import { conversationsFixture, customerMessage } from './fixtures/chat';
import { fakeSockets } from './fixtures/chat-socket';
import { dealerWith, pingFixture } from './fixtures';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

const dealer = { ...dealerWith('active'), id: 7 };
const calls = (path: string) => requests.filter((r) => r.url.pathname === path).length;
const LIST_PATH = '/api/user/7/message/list';

// The screen and its chat load on demand: loaded once here, the first test does not spend its wait on a cold import.
beforeAll(async () => {
  await Promise.all([import('../../src/features/dealer/messages/MessagesPage'), import('../../src/domain/chat/Chat')]);
}, 60_000);

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => vi.useRealTimers());

function serve(list: () => Conversation[] = conversationsFixture) {
  server.use(handle('messageList', () => list()));
}

/** Polls with the real setTimeout (RTL's waitFor polls with setInterval, which this file's timer test fakes). */
async function until(condition: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const nav = () => screen.findByRole('navigation', { name: 'Conversazioni' });

describe('Messages screen', () => {
  it('lists the conversations by last message, with topic, last message, time and an unread dot', async () => {
    serve();
    renderApp('/messages', dealer);
    const items = within(await nav()).getAllByRole('link');
    expect(items).toHaveLength(2);
    const [latest, older] = items;
    expect(latest).toHaveTextContent('Volkswagen Golf · ZFA31200000123456');
    expect(latest).toHaveTextContent('Tu: Le invio le foto');
    expect(latest).toHaveTextContent('02/03/2025');
    expect(latest).not.toHaveTextContent('Da leggere');
    expect(older).toHaveTextContent('Fiat Panda AB123CD');
    expect(older).toHaveTextContent('Buongiorno');
    expect(older).toHaveTextContent('Da leggere');
    expect(screen.getByText('Seleziona una conversazione dall’elenco per leggere e rispondere.')).toBeInTheDocument();
  });

  it('refreshes the list every 20 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    serve();
    renderApp('/messages', dealer);
    await nav();
    // Let the start-up calls (user refresh, ping) settle: the interval counts from the list's last answer.
    await until(() => calls('/api/user') === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls(LIST_PATH)).toBe(1);
    act(() => vi.advanceTimersByTime(MESSAGES_REFRESH_MS - 100));
    expect(calls(LIST_PATH)).toBe(1);
    act(() => vi.advanceTimersByTime(100));
    await until(() => calls(LIST_PATH) === 2);
    act(() => vi.advanceTimersByTime(MESSAGES_REFRESH_MS));
    await until(() => calls(LIST_PATH) === 3);
  });

  it('opens a conversation: vehicle header, its chat, and the read clears the unread dots', async () => {
    let read = false;
    serve(() =>
      conversationsFixture().map((c) =>
        c.submission_id === 41 ? { ...c, last_message: c.last_message && { ...c.last_message, read } } : c,
      ),
    );
    let unread = 2;
    server.use(handle('ping', () => pingFixture({ messages_to_read: unread })));
    const user = userEvent.setup();
    renderApp('/messages', dealer);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Messaggi: ci sono messaggi da leggere' })).toBeInTheDocument(),
    );
    const older = within(await nav()).getAllByRole('link')[1];
    await user.click(older);
    expect(currentPath()).toBe('/messages');
    expect(window.location.search).toBe('?id=c0ffee00-0000-4000-8000-000000000001');
    const chatSection = await screen.findByRole('region', { name: 'Fiat Panda' });
    expect(chatSection).toHaveTextContent('TargaAB123CD');
    expect(chatSection).toHaveTextContent('Anno2018');
    expect(chatSection).toHaveTextContent('Km 25.000-70.000');
    expect(within(chatSection).getByRole('button', { name: 'Carta di circolazione non disponibile' })).toBeDisabled();
    expect(older).toHaveAttribute('aria-current', 'true');

    await act(() => vi.dynamicImportSettled());
    const socket = fakeSockets.at(-1);
    expect(socket?.auth).toMatchObject({ chatToken: '5b0c7f7e-1a2b-4c3d-8e9f-001122334455' });
    const pingsBefore = calls('/api/ping');
    read = true;
    unread = 0;
    act(() => {
      socket?.serverConnect();
      socket?.serverSend(chatReceiveEvent('5b0c7f7e-1a2b-4c3d-8e9f-001122334455'), [
        customerMessage('Buongiorno', '2025-03-01T09:30:00.000Z'),
      ]);
    });
    expect(socket?.sent()).toEqual([{ type: 'confirmRead', text: '', attachments: [] }]);
    await waitFor(() => expect(calls('/api/ping')).toBeGreaterThan(pingsBefore));
    await waitFor(() =>
      expect(within(screen.getByRole('navigation', { name: 'Conversazioni' })).queryByText('Da leggere')).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Messaggi' })).toBeInTheDocument();
  });

  it('shows the chassis and the registration document of a vehicle without plate', async () => {
    serve();
    renderApp('/messages?id=c0ffee00-0000-4000-8000-000000000002', dealer);
    const chatSection = await screen.findByRole('region', { name: 'Volkswagen Golf' });
    expect(chatSection).toHaveTextContent('TelaioZFA31200000123456');
    expect(within(chatSection).getByRole('button', { name: 'Carta di circolazione' })).toBeEnabled();
    expect(
      within(chatSection).getByRole('region', { name: 'Conversazione: Volkswagen Golf · ZFA31200000123456' }),
    ).toBeInTheDocument();
  });

  it('says when there is no conversation, or when the one in the address is gone', async () => {
    serve(() => []);
    const { unmount } = renderApp('/messages', dealer);
    expect(await screen.findByText('NON SONO PRESENTI DATI')).toBeInTheDocument();
    unmount();
    serve();
    renderApp('/messages?id=00000000-0000-4000-8000-00000000dead', dealer);
    expect(await screen.findByText('Questa conversazione non è più disponibile.')).toBeInTheDocument();
  });
});
