import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { app } from '../../i18n/it/app';
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
      [app.nav.sent, '/dashboard/sent'],
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
