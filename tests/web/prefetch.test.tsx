import { configure, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors } from '../../i18n/it/errors';
import { request, requestEarly } from '../../src/platform/dataProvider/http';
import { prefetchFirstScreen } from '../../src/apps/dealer/prefetchFirstScreen';
import { dealerWith, userFixture } from './fixtures';
import { lookupHandlers, requestFixture, submissionHandlers } from './fixtures/submissions';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp, storeSession } from './render';

configure({ asyncUtilTimeout: 10_000 });

// The login form's loader, observed: the boot starts it for whoever will see the login page.
vi.mock('../../src/apps/dealer/routeTable', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/apps/dealer/routeTable')>();
  return { ...original, loadLoginPage: vi.fn(original.loadLoginPage) };
});
const { loadLoginPage } = await import('../../src/apps/dealer/routeTable');
beforeEach(() => vi.mocked(loadLoginPage).mockClear());

beforeAll(async () => {
  await Promise.all([
    import('../../src/domain/dashboard/DashboardFrame'),
    import('../../src/features/dealer/submissions/SubmissionsPage'),
  ]);
}, 60_000);

const gets = () => requests.filter((r) => r.method === 'GET').map((r) => `${r.url.pathname}${r.url.search}`);
const at = (url: string) => new URL(url, window.location.origin);

describe('the first screen starts its requests as the app boots', () => {
  it('a dealer opening /dashboard: the list, the lookups and the user are asked before the app renders, each once', async () => {
    server.use(
      ...lookupHandlers(),
      ...submissionHandlers([requestFixture({ vehicle: { ...requestFixture().vehicle, plate: 'AB123CD' } })]),
    );
    storeSession(userFixture());
    prefetchFirstScreen(at('/dashboard?brand=2&page=2'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets().sort()).toEqual([
      '/api/manufacturer/list',
      '/api/part/list',
      '/api/province/list',
      '/api/submission/list/pending?page=2&sort=desc&brand=2',
      '/api/user',
    ]);

    renderApp('/dashboard?brand=2&page=2');
    expect(await screen.findByText('AB123CD')).toBeInTheDocument();
    // The screen claimed the early answers: not one of them was asked again.
    const counts = new Map<string, number>();
    for (const url of gets()) counts.set(url, (counts.get(url) ?? 0) + 1);
    expect([...counts].filter(([url, count]) => count > 1 && url !== '/api/ping?security=dealer-portal')).toEqual([]);
  });

  it('asks nothing for a visitor, for a dealer the guard sends elsewhere, or for a screen it does not know', async () => {
    prefetchFirstScreen(at('/dashboard'));
    storeSession(dealerWith(null));
    prefetchFirstScreen(at('/dashboard'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets()).toEqual([]);

    storeSession(userFixture());
    prefetchFirstScreen(at('/faq'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets()).toEqual(['/api/user']);
  });

  it("starts the login form's code for whoever the guard sends to '/', and never for a signed-in dealer", async () => {
    prefetchFirstScreen(at('/'));
    prefetchFirstScreen(at('/dashboard/sent'));
    expect(loadLoginPage).toHaveBeenCalledTimes(2);

    storeSession(userFixture());
    prefetchFirstScreen(at('/'));
    prefetchFirstScreen(at('/dashboard'));
    expect(loadLoginPage).toHaveBeenCalledTimes(2);
    // And the page it loaded is the one a visitor sees.
    const { default: LoginPage } = await loadLoginPage();
    expect(LoginPage.name).toBe('LoginPage');
  });

  it('an early answer serves the first identical call only, and only for the same session', async () => {
    storeSession(userFixture());
    requestEarly('/api/part/list');
    await request('GET', '/api/part/list');
    expect(gets()).toEqual(['/api/part/list']);
    await request('GET', '/api/part/list');
    expect(gets()).toEqual(['/api/part/list', '/api/part/list']);

    requestEarly('/api/province/list');
    await request('GET', '/api/province/list', { token: 'another-session' });
    expect(gets().filter((url) => url === '/api/province/list')).toHaveLength(2);
  });

  it('a failed early answer is asked again, and the screen gets the real one', async () => {
    let calls = 0;
    server.use(handle('partList', () => (++calls === 1 ? apiError(500, errors.internal) : [])));
    storeSession(userFixture());
    requestEarly('/api/part/list');
    await expect(request('GET', '/api/part/list')).resolves.toEqual([]);
    expect(calls).toBe(2);
  });
});
