import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_DEBOUNCE_MS, CHAT_LOAD_TIMEOUT_MS } from '../../contract';
import { CHAT_ERROR_EVENT, CHAT_SOCKET_PATH, chatReceiveEvent } from '../../contract/realtime';
import { app } from '../../i18n/it/app';
import { Chat } from '../../src/domain/chat/Chat';
import { CHAT_RETRY_MS } from '../../src/domain/chat/useChat';
import { formatDateTime } from '../../src/ui/format';
import { TOUCH_ONLY } from '../../src/ui/touch';
import { CHAT_TOKEN, customerMessage, ownMessage } from './fixtures/chat';
import { fakeSockets, type FakeSocket } from './fixtures/chat-socket';
import { userFixture } from './fixtures';
import { renderInAdmin, storeSession } from './render';

const receive = chatReceiveEvent(CHAT_TOKEN);
const T1 = '2025-03-01T09:30:00.000Z';
const T2 = '2025-03-01T09:45:00.000Z';
const T3 = '2025-03-01T10:05:00.000Z';

beforeEach(() => {
  fakeSockets.length = 0;
  storeSession(userFixture());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openChat() {
  const onRead = vi.fn();
  const onNewMessage = vi.fn();
  const view = renderInAdmin(<Chat chatToken={CHAT_TOKEN} onRead={onRead} onNewMessage={onNewMessage} />);
  // socket.io-client is imported on demand: wait for that import, not for time to pass (some tests fake it).
  await act(() => vi.dynamicImportSettled());
  expect(fakeSockets).toHaveLength(1);
  return { socket: fakeSockets[0], onRead, onNewMessage, view };
}

const log = () => screen.getByRole('log', { name: 'Messaggi della chat' });
const bubbles = () => within(log()).queryAllByRole('listitem');
const reads = (socket: FakeSocket) => socket.sent().filter((e) => e.type === 'confirmRead').length;
const newMessages = (socket: FakeSocket) =>
  socket
    .sent()
    .filter((e) => e.type === 'newMessage')
    .map((e) => e.text);

describe('Chat', () => {
  it('says Invio sends and Maiusc+Invio starts a line, except on a touch-only screen, which has no such keys', async () => {
    const first = await openChat();
    expect(screen.getByText(app.chat.hint)).toBeInTheDocument();
    first.view.unmount();
    fakeSockets.length = 0;
    const desk = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...desk(query),
      matches: query === TOUCH_ONLY,
    }));
    await openChat();
    expect(screen.getByRole('textbox', { name: app.chat.input })).toBeInTheDocument();
    expect(screen.queryByText(app.chat.hint)).toBeNull();
  });

  it('connects with the stored token and the chat token, and confirms the read when it opens', async () => {
    const { socket, onRead } = await openChat();
    expect(socket.options.path).toBe(CHAT_SOCKET_PATH);
    expect(socket.auth).toEqual({ token: 'token-of-7', chatToken: CHAT_TOKEN });
    expect(reads(socket)).toBe(0);
    act(() => socket.serverConnect());
    expect(reads(socket)).toBe(1);
    await waitFor(() => expect(onRead).toHaveBeenCalledTimes(1));
  });

  it('shows the customer’s and the own messages apart, with Italian times and the attached images', async () => {
    const user = userEvent.setup();
    const { socket } = await openChat();
    act(() => {
      socket.serverConnect();
      socket.serverSend(receive, [
        ownMessage('Sì, è disponibile', T2),
        customerMessage('Buongiorno, il faro c’è?', T1, ['/media/faro.jpg']),
      ]);
    });
    const [first, second] = bubbles();
    expect(first).toHaveTextContent(`Messaggio di Giulia Bianchi, ${formatDateTime(T1)}`);
    expect(first).toHaveTextContent('Buongiorno, il faro c’è?');
    expect(second).toHaveTextContent(`Messaggio tuo, ${formatDateTime(T2)}`);
    expect(second).toHaveTextContent('Tu');
    expect(getComputedStyle(first).justifyContent).toBe('flex-start');
    expect(getComputedStyle(second).justifyContent).toBe('flex-end');
    await user.click(within(first).getByRole('button', { name: 'Apri l’immagine allegata 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Immagine allegata 1' })).toHaveAttribute('src', '/media/faro.jpg');
  });

  it('says "Nessun messaggio" when the history is empty', async () => {
    const { socket } = await openChat();
    act(() => {
      socket.serverConnect();
      socket.serverSend(receive, []);
    });
    expect(within(log()).getByText('Nessun messaggio')).toBeInTheDocument();
  });

  it('stops loading after 5 s when no message arrives', async () => {
    vi.useFakeTimers();
    await openChat();
    expect(within(log()).getByRole('progressbar', { name: 'Caricamento dei messaggi…' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CHAT_LOAD_TIMEOUT_MS - 1));
    expect(within(log()).queryByText('Nessun messaggio')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(log()).getByText('Nessun messaggio')).toBeInTheDocument();
    expect(within(log()).queryByRole('progressbar')).toBeNull();
  });

  it('ignores duplicates (same text, created_at and timestamp) and confirms the read of each new customer message', async () => {
    const { socket, onNewMessage } = await openChat();
    const a = customerMessage('Primo', T1);
    const b = ownMessage('Secondo', T2);
    act(() => {
      socket.serverConnect();
      socket.serverSend(receive, [a, b]);
    });
    expect(bubbles()).toHaveLength(2);
    expect(reads(socket)).toBe(1);
    // The same message again, and a reconnection's history with one new message at the end.
    act(() => socket.serverSend(receive, [{ ...b, order: 999 }]));
    expect(bubbles()).toHaveLength(2);
    const c = customerMessage('Terzo', T3);
    act(() => socket.serverSend(receive, [a, b, c]));
    expect(bubbles().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Primo'),
      expect.stringContaining('Secondo'),
      expect.stringContaining('Terzo'),
    ]);
    expect(onNewMessage).toHaveBeenCalledTimes(1);
    expect(onNewMessage).toHaveBeenCalledWith(c);
    expect(reads(socket)).toBe(2);
    // The dealer's own message coming back needs no read confirmation.
    act(() => socket.serverSend(receive, [ownMessage('Quarto', '2025-03-01T10:10:00.000Z')]));
    expect(bubbles()).toHaveLength(4);
    expect(reads(socket)).toBe(2);
  });

  it('sends only when connected, and not twice within 1 s (the text then stays in the box)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T12:00:00.000Z'));
    const user = userEvent.setup();
    const { socket } = await openChat();
    const box = screen.getByRole('textbox', { name: 'Scrivi un messaggio' });
    const button = screen.getByRole('button', { name: 'Invia' });
    await user.type(box, 'Buongiorno');
    expect(button).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(newMessages(socket)).toEqual([]);

    act(() => socket.serverConnect());
    await user.click(button);
    expect(newMessages(socket)).toEqual(['Buongiorno']);
    expect(box).toHaveValue('');

    await user.type(box, 'Ancora io');
    vi.setSystemTime(new Date(Date.now() + CHAT_DEBOUNCE_MS - 10));
    await user.keyboard('{Enter}');
    expect(newMessages(socket)).toEqual(['Buongiorno']);
    expect(box).toHaveValue('Ancora io');
    vi.setSystemTime(new Date(Date.now() + 20));
    await user.keyboard('{Enter}');
    expect(newMessages(socket)).toEqual(['Buongiorno', 'Ancora io']);
    expect(box).toHaveValue('');
  });

  it('reconnects when the server dropped it, retries a failed connection socket.io gave up on, and logs connection errors', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { socket } = await openChat();
    act(() => socket.serverConnect());
    act(() => socket.fire('disconnect', 'transport close'));
    expect(socket.connectCalls).toBe(0);
    expect(screen.getByRole('button', { name: 'Invia' })).toBeDisabled();
    act(() => socket.fire('disconnect', 'io server disconnect'));
    expect(socket.connectCalls).toBe(1);
    expect(screen.getByText('Chat non connessa: riprovo a collegarmi…')).toBeInTheDocument();

    socket.active = false;
    act(() => socket.fire('connect_error', new Error('websocket error')));
    expect(logged).toHaveBeenCalledWith('chat: connection error', expect.any(Error));
    act(() => vi.advanceTimersByTime(CHAT_RETRY_MS));
    expect(socket.connectCalls).toBe(2);
  });

  it('shows the server’s refusal and does not retry it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { socket } = await openChat();
    socket.active = false;
    act(() =>
      socket.fire(
        'connect_error',
        Object.assign(new Error('Non puoi accedere a questa chat.'), { data: { code: 'forbidden' } }),
      ),
    );
    expect(screen.getByText('Non puoi accedere a questa chat.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    act(() => vi.advanceTimersByTime(CHAT_RETRY_MS * 3));
    expect(socket.connectCalls).toBe(0);
  });

  it('shows a refused send (too fast) and closes the socket when it goes away', async () => {
    const { socket, view } = await openChat();
    act(() => {
      socket.serverConnect();
      socket.fire(CHAT_ERROR_EVENT, {
        code: 'rate_limited',
        message: 'Stai inviando messaggi troppo velocemente: attendi un attimo.',
        retry_after_ms: 200,
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Stai inviando messaggi troppo velocemente');
    expect(socket.disconnected).toBe(false);
    view.unmount();
    expect(socket.disconnected).toBe(true);
  });
});
