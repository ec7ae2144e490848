import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
import { features } from '../../src/apps/dealer/features';
import type { NavEntry } from '../../src/platform/feature';
import { navEntries, phoneNav } from '../../src/platform/featureLists';
import { authStore } from '../../src/platform/auth/storage';
import { dealerWith, pingFixture } from './fixtures';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { currentPath, renderApp } from './render';

const nav = () => screen.findByRole('navigation', { name: app.layout.mainNav });
/** The unread dots actually drawn (an entry without unread draws none). */
const visibleDots = (root: HTMLElement) => root.querySelectorAll('[data-testid="unread-dot"]');

describe('header', () => {
  it('shows the icon navigation in the spec order, with labels and targets', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const links = within(await nav()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      [app.nav.home, '/dashboard'],
      [app.nav.wallet, '/wallet'],
      [app.nav.settlement, '/incassi'],
      [app.nav.sent, '/dashboard/sent'],
      [app.nav.returns, '/resi'],
      [app.nav.analytics, '/analytics'],
      [app.nav.stock, '/magazzino'],
      [app.nav.messages, '/messages'],
      [app.nav.notifications, '/notifications'],
      [app.nav.profile, '/profile'],
      [app.nav.faq, '/faq'],
    ]);
    expect(within(await nav()).getByRole('link', { name: app.nav.home })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the unread dots from the ping counters', async () => {
    server.use(handle('ping', () => pingFixture({ messages_to_read: 3, notifications_to_read: 0 })));
    renderApp('/dashboard', dealerWith('active'));
    const navigation = await nav();
    expect(await within(navigation).findByRole('link', { name: app.nav.messagesUnread })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: app.nav.notifications })).toBeInTheDocument();
    expect(visibleDots(navigation)).toHaveLength(1);
    expect(visibleDots(within(navigation).getByRole('link', { name: app.nav.messagesUnread }))).toHaveLength(1);
  });

  it('shows the notifications dot too', async () => {
    server.use(handle('ping', () => pingFixture({ messages_to_read: 0, notifications_to_read: 2 })));
    renderApp('/dashboard', dealerWith('active'));
    expect(await within(await nav()).findByRole('link', { name: app.nav.notificationsUnread })).toBeInTheDocument();
    expect(within(await nav()).getByRole('link', { name: app.nav.messages })).toBeInTheDocument();
    expect(visibleDots(await nav())).toHaveLength(1);
  });

  it('shows no dot when everything is read', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const navigation = await nav();
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/ping')).toBe(true));
    expect(await within(navigation).findByRole('link', { name: app.nav.messages })).toBeInTheDocument();
    expect(visibleDots(navigation)).toHaveLength(0);
  });

  it('uses the logo from ping once it has loaded, keeping the bundled one until then', async () => {
    server.use(
      handle('ping', () =>
        pingFixture({ logo: { horizontal: { light: '/media/logo-x.svg' }, vertical: { color: '/v.svg' } } }),
      ),
    );
    renderApp('/dashboard', dealerWith('active'));
    const home = await screen.findByRole('link', { name: app.layout.homeLink.replace('%{name}', 'RicambiHub') });
    const loading = await within(home).findByTestId('logo-loading');
    expect(loading).toHaveAttribute('src', '/media/logo-x.svg');
    expect(home.querySelector('img:not([hidden])')).not.toHaveAttribute('src', '/media/logo-x.svg');
    fireEvent.load(loading);
    await waitFor(() => expect(home.querySelector('img:not([hidden])')).toHaveAttribute('src', '/media/logo-x.svg'));
    expect(within(home).queryByTestId('logo-loading')).toBeNull();
  });

  it("keeps the bundled logo when ping's fails to load", async () => {
    server.use(
      handle('ping', () =>
        pingFixture({ logo: { horizontal: { light: '/media/missing.svg' }, vertical: { color: '/v.svg' } } }),
      ),
    );
    renderApp('/dashboard', dealerWith('active'));
    const home = await screen.findByRole('link', { name: app.layout.homeLink.replace('%{name}', 'RicambiHub') });
    fireEvent.error(await within(home).findByTestId('logo-loading'));
    expect(home.querySelector('img:not([hidden])')?.getAttribute('src')).not.toBe('/media/missing.svg');
  });

  it('is hidden when logged out', async () => {
    renderApp('/');
    await screen.findByRole('heading', { name: app.login.title });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: app.layout.mainNav })).toBeNull();
    expect(requests.some((r) => r.url.pathname === '/api/ping')).toBe(false);
  });
});

describe('the phone’s bottom bar', () => {
  const entry = (to: string, daily?: true): Pick<NavEntry, 'to' | 'daily'> => ({ to, daily });

  /** Every entry of the registry but the daily places, in their order: whatever other features declare. */
  const others = () => navEntries(features).filter((e) => !e.daily);

  it('holds the four daily places of the registry, the others going to "Altro" in their order', () => {
    const { bar, more } = phoneNav(navEntries(features));
    expect(bar.map((e) => e.label)).toEqual([
      'app.nav.home',
      'app.nav.sent',
      'app.nav.messages',
      'app.nav.notifications',
    ]);
    expect(more).toEqual(others());
    expect(more.map((e) => e.label)).toEqual(
      expect.arrayContaining(['app.nav.wallet', 'app.nav.profile', 'app.nav.faq']),
    );
  });

  it('puts a newly declared entry in "Altro" unless it is a daily place, and tops the bar up for a role with fewer', () => {
    const list = [entry('/a', true), entry('/b'), entry('/c', true), entry('/new'), entry('/d')];
    expect(phoneNav(list).bar.map((e) => e.to)).toEqual(['/a', '/b', '/c', '/new']);
    expect(phoneNav(list).more.map((e) => e.to)).toEqual(['/d']);
    const daily = [entry('/a', true), entry('/b', true), entry('/x'), entry('/c', true), entry('/d', true)];
    expect(phoneNav([...daily, entry('/incassi')]).more.map((e) => e.to)).toEqual(['/x', '/incassi']);
  });

  it('"Altro" opens its places as links, marks the one open, and Escape closes it with the focus back on it', async () => {
    renderApp('/profile', dealerWith('active'));
    const navigation = await nav();
    const more = within(navigation).getByRole('button', { name: app.layout.more });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(others().map((e) => e.to));
    expect(within(list).getByRole('link', { name: app.nav.profile })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(document.getElementById(list.id)).toBeNull();
  });

  it('a place chosen in "Altro" opens and closes the menu', async () => {
    renderApp('/dashboard', dealerWith('active'));
    await userEvent.click(within(await nav()).getByRole('button', { name: app.layout.more }));
    const more = within(await nav()).getByRole('button', { name: app.layout.more });
    const list = document.getElementById(more.getAttribute('aria-controls')!)!;
    await userEvent.click(within(list).getByRole('link', { name: app.nav.faq }));
    await waitFor(() => expect(currentPath()).toBe('/faq'));
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('footer', () => {
  it('has copyright and terms but no Logout when logged out', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} RicambiHub`);
    expect(within(footer).getByRole('link', { name: new RegExp(app.footer.terms) })).toHaveAttribute(
      'href',
      '/termini.html',
    );
    expect(within(footer).queryByRole('button', { name: app.footer.logout })).toBeNull();
  });

  it('has a Logout when logged in, which ends the session and goes to login', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(within(footer).getByRole('button', { name: app.footer.logout }));
    expect(await screen.findByRole('heading', { name: app.login.title })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(authStore.get()).toBeNull();
    expect(requests.some((r) => r.url.pathname === '/api/user/logout')).toBe(true);
    expect(screen.queryByText(app.login.sessionExpired)).toBeNull();
  });
});

describe('landmarks', () => {
  it('has a skip link to the main content', async () => {
    renderApp('/dashboard', dealerWith('active'));
    const skip = await screen.findByRole('link', { name: app.layout.skipToContent });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
