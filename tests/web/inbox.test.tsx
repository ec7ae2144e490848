import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxCounters } from '../../contract/realtime';
import { app } from '../../i18n/it/app';
import { Timer } from '../../src/ui/components/Timer';
import { writeAlertPrefs } from '../../src/domain/inbox/alerts';
import { inboxStore } from '../../src/domain/inbox/inboxStore';
import { dealerWith, pingFixture, submissionFixture } from './fixtures';
import { fakeInboxSockets, type FakeSocket } from './fixtures/chat-socket';
import { handle } from './msw/handlers';
import { server } from './msw/server';
import { renderApp, renderInAdmin } from './render';
import { lookupHandlers, pagedFixture, submissionHandlers } from './fixtures/submissions';

// The first render loads the dashboard's lazy chunks: more than the default second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(async () => {
  await Promise.all([
    import('../../src/domain/dashboard/DashboardFrame'),
    import('../../src/features/dealer/submissions/SubmissionsPage'),
  ]);
}, 60_000);

const {
  logo: _logo,
  paypal_client_id: _p,
  paypal_dealer_plan: _d,
  stripe_public_key: _s,
  ...baseCounters
} = pingFixture();
const counters = (patch: Partial<InboxCounters>): InboxCounters => ({ ...baseCounters, ...patch });

beforeEach(() => {
  fakeInboxSockets.length = 0;
  inboxStore.reset();
  localStorage.clear();
  writeAlertPrefs(dealerWith('active').id, { notify: false, sound: false });
});
afterEach(() => vi.unstubAllGlobals());

async function connected(): Promise<FakeSocket> {
  await waitFor(() => expect(fakeInboxSockets).toHaveLength(1));
  const socket = fakeInboxSockets[0];
  act(() => socket.serverConnect());
  return socket;
}

/** The tab link shows `count` (its counter arrives with the ping or the socket, after the link itself). */
const tabShows = (name: string, count: string) =>
  waitFor(() => expect(screen.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveTextContent(count));

describe('app socket in the shell', () => {
  it('opens one socket per tab, on /inbox with the login token, only for a dealer', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const socket = await connected();
    expect(socket.auth).toEqual({ token: expect.stringContaining('token-of-') });
    expect(socket.options).toMatchObject({ path: '/socket.io', transports: ['websocket', 'polling'] });
  });

  it('pushed counters move the tab counters and the unread dots at once, without waiting for the ping', async () => {
    server.use(handle('ping', () => pingFixture({ dealer_pending_submissions_count: 12, notifications_to_read: 0 })));
    renderApp('/dashboard', dealerWith('active'));
    await tabShows(app.routes.dashboard.pending, '12');
    const socket = await connected();
    act(() => socket.fire('counters', counters({ dealer_pending_submissions_count: 13, notifications_to_read: 2 })));
    await tabShows(app.routes.dashboard.pending, '13');
    const nav = screen.getByRole('navigation', { name: app.layout.mainNav });
    expect(within(nav).getByRole('link', { name: app.nav.notificationsUnread })).toBeInTheDocument();
  });

  it('a new request carrying the raised counters moves the tab counter with the banner', async () => {
    server.use(handle('ping', () => pingFixture({ dealer_pending_submissions_count: 12 })));
    renderApp('/dashboard', dealerWith('active'));
    await tabShows(app.routes.dashboard.pending, '12');
    const socket = await connected();
    act(() =>
      socket.fire('submission:new', {
        filter: 'pending',
        submission: submissionFixture({ id: 905 }),
        counters: counters({ dealer_pending_submissions_count: 13 }),
      }),
    );
    await tabShows(app.routes.dashboard.pending, '13');
    await waitFor(() => expect(document.title).toBe(`(1) RicambiHub - ${app.routes.dashboard.pending}`));
  });

  it('ignores a payload that does not match the contract', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const socket = await connected();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => socket.fire('counters', { dealer_pending_submissions_count: 'tanti' }));
    await tabShows(app.routes.dashboard.pending, '12');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('puts the count of new requests in the document title', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const socket = await connected();
    await waitFor(() => expect(document.title).toBe(`RicambiHub - ${app.routes.dashboard.pending}`));
    act(() => socket.fire('submission:new', { filter: 'pending', submission: submissionFixture({ id: 901 }) }));
    act(() => socket.fire('submission:new', { filter: 'pending', submission: submissionFixture({ id: 902 }) }));
    await waitFor(() => expect(document.title).toBe(`(2) RicambiHub - ${app.routes.dashboard.pending}`));
  });

  it('stops for good when the server refuses the dealer, and retries after any other failure', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const socket = await connected();
    socket.active = false;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    act(() => socket.fire('connect_error', Object.assign(new Error('giù'), { data: { code: 'unavailable' } })));
    act(() => vi.advanceTimersByTime(10_000));
    expect(socket.connectCalls).toBe(1);
    act(() => socket.fire('connect_error', Object.assign(new Error('no'), { data: { code: 'forbidden' } })));
    expect(socket.disconnected).toBe(true);
    vi.useRealTimers();
  });

  it('shows a browser notification for a new request only once switched on', async () => {
    const shown: { title: string; body?: string }[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    renderApp('/dashboard', dealerWith('active'));
    const socket = await connected();
    act(() => socket.fire('submission:new', { filter: 'pending', submission: submissionFixture({ id: 903 }) }));
    expect(shown).toEqual([]);
    writeAlertPrefs(dealerWith('active').id, { notify: true, sound: false });
    act(() => socket.fire('submission:new', { filter: 'pending', submission: submissionFixture({ id: 904 }) }));
    expect(shown).toEqual([{ title: app.inbox.alert.title, body: expect.stringContaining('ricamb') }]);
  });
});

describe('the open list', () => {
  it('does not jump: new requests wait in "N nuove richieste — Mostra", and Mostra inserts them', async () => {
    const base = submissionFixture();
    const first = submissionFixture({ id: 801, vehicle: { ...base.vehicle, plate: 'AA111AA' } });
    const arrived = submissionFixture({ id: 802, vehicle: { ...base.vehicle, plate: 'ZZ999ZZ' } });
    let listed = [first];
    server.use(...lookupHandlers(), ...submissionHandlers(() => pagedFixture(listed)));
    renderApp('/dashboard', dealerWith('active'));
    const list = await screen.findByRole('region', { name: app.submissions.list.label });
    await within(list).findByRole('link', { name: /AA111AA/ });
    const socket = await connected();
    listed = [arrived, first];
    act(() => socket.fire('submission:new', { filter: 'pending', submission: arrived }));
    act(() =>
      socket.fire('submission:new', { filter: 'outlet', submission: submissionFixture({ id: 803, is_outlet: true }) }),
    );
    const banner = await within(list).findByRole('status');
    expect(banner).toHaveTextContent('1 nuova richiesta');
    expect(within(list).queryByRole('link', { name: /ZZ999ZZ/ })).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: app.inbox.banner.show }));
    expect(await within(list).findByRole('link', { name: /ZZ999ZZ/ })).toBeInTheDocument();
    expect(within(list).queryByRole('status')).toBeNull();
  });
});

describe('profile switch for alerts', () => {
  it('is off by default and asks the browser only when switched on; a refusal keeps it off', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(class {}, { permission: 'default', requestPermission }));
    renderApp('/profile', dealerWith('active'));
    const notify = await screen.findByRole('switch', { name: app.inbox.settings.notifications });
    const sound = screen.getByRole('switch', { name: app.inbox.settings.sound });
    expect(notify).not.toBeChecked();
    expect(sound).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(notify);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(app.inbox.settings.denied);
    expect(notify).not.toBeChecked();
    await userEvent.click(sound);
    expect(sound).toBeChecked();
    expect(JSON.parse(localStorage.getItem(`ricambihub.inbox-alerts.${dealerWith('active').id}`) ?? '{}')).toEqual({
      notify: false,
      sound: true,
    });
  });
});

describe('Timer urgency', () => {
  it.each([
    [30, app.ui.timer.urgent],
    [59, app.ui.timer.urgent],
    [60, app.ui.timer.dueToday],
    [359, app.ui.timer.dueToday],
  ])('%i minutes left says %s in words, not only in colour', (minutes, words) => {
    renderInAdmin(<Timer minutes={minutes} />);
    expect(screen.getByRole('timer')).toHaveTextContent(words);
  });

  it('says nothing of urgency with 6 hours or more, when paused or expired', () => {
    const { unmount } = renderInAdmin(<Timer minutes={360} />);
    expect(screen.getByRole('timer')).not.toHaveTextContent(app.ui.timer.dueToday);
    unmount();
    renderInAdmin(<Timer minutes={20} frozen />);
    expect(screen.getByRole('timer')).not.toHaveTextContent(app.ui.timer.urgent);
  });
});
