import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QUOTATIONS_PER_PAGE } from '../../contract';
import { conversationFixture, notificationFixture, userFixture } from './fixtures';
import { quotationIn } from './fixtures/quotations';
import { lookupHandlers } from './fixtures/submissions';
import { handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { renderApp } from './render';

// Lazy resource views load on first render.
configure({ asyncUtilTimeout: 10_000 });

const dealer = userFixture();
const urlParams = () => new URLSearchParams(window.location.search);
const lastCall = (pathname: string) => requests.filter((r) => r.url.pathname === pathname).at(-1)?.url.searchParams;

/** 25 quotations of a status, paged like the API. */
function serveQuotations() {
  server.use(
    ...lookupHandlers(),
    handle('quotationList', ({ params, query }) => {
      const page = Number(query.page ?? 1);
      const all = Array.from({ length: 25 }, (_, i) =>
        quotationIn(params.filter === 'accepted' ? 'paid' : 'pending', {
          id: 500 + i,
          quotation_code: `PRV-${String(500 + i).padStart(6, '0')}`,
        }),
      );
      const data = all.slice((page - 1) * QUOTATIONS_PER_PAGE, page * QUOTATIONS_PER_PAGE);
      return {
        data,
        total: all.length,
        page,
        per_page: QUOTATIONS_PER_PAGE,
        last_page: Math.ceil(all.length / QUOTATIONS_PER_PAGE),
      };
    }),
  );
}

describe('quotations resource: list state round-trips through the URL and the dataProvider', () => {
  it('a link with filters, search, sort and page reaches the API call, and the controls show it', async () => {
    serveQuotations();
    renderApp('/dashboard/fulfilled?brand=2&search=panda&sort=asc&page=2', dealer);
    await waitFor(() => expect(lastCall('/api/dealer/7/quotation/list/accepted')).toBeDefined());
    const query = lastCall('/api/dealer/7/quotation/list/accepted')!;
    expect(query.getAll('brand')).toEqual(['2']);
    expect(query.get('search')).toBe('panda');
    expect(query.get('sort')).toBe('asc');
    expect(query.get('page')).toBe('2');
    const panel = await screen.findByRole('region', { name: 'Filtri' });
    expect(within(panel).getByRole('button', { name: /Meno recenti/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cerca' })).toHaveValue('panda');
    expect(await screen.findByRole('button', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('the pagination writes ?page= and the list asks for that page; a filter change goes back to page 1', async () => {
    serveQuotations();
    const user = userEvent.setup();
    renderApp('/dashboard/sent', dealer);
    await user.click(await screen.findByRole('button', { name: 'Pagina 3' }));
    await waitFor(() => expect(urlParams().get('page')).toBe('3'));
    await waitFor(() => expect(lastCall('/api/dealer/7/quotation/list/pending')!.get('page')).toBe('3'));
    await user.click(
      within(screen.getByRole('region', { name: 'Filtri' })).getByRole('button', { name: /Più recenti/ }),
    );
    await waitFor(() => expect(window.location.search).toBe('?sort=asc'));
    await waitFor(() => expect(lastCall('/api/dealer/7/quotation/list/pending')!.get('page')).toBe('1'));
  });
});

describe('SPEC paths render the resource views; resource paths lead there', () => {
  it('/submissions opens the dashboard', async () => {
    serveQuotations();
    renderApp('/submissions', dealer);
    expect(await screen.findByRole('heading', { level: 1, name: 'In scadenza' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('/quotations/:id/show opens the quotation in the Inviati tab', async () => {
    serveQuotations();
    renderApp('/quotations/503/show', dealer);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/sent'));
    expect(urlParams().get('id')).toBe('503');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inviati' })).toBeInTheDocument();
  });

  it('/notifications lists the notifications resource through the dataProvider', async () => {
    server.use(
      handle('notificationList', () => [notificationFixture({ id: 1, title: 'Nuovo preventivo accettato' })]),
      handle('notificationRead', () => ({ message: 'ok' })),
    );
    renderApp('/notifications', dealer);
    expect(await screen.findByText('Nuovo preventivo accettato')).toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/user/7/notification/list')).toBe(true);
  });

  it('/conversations leads to /messages, which lists the conversations resource', async () => {
    server.use(handle('messageList', () => [conversationFixture({ topic_title: 'Fiat Panda AB123CD' })]));
    renderApp('/conversations', dealer);
    await waitFor(() => expect(window.location.pathname).toBe('/messages'));
    expect(await screen.findByText(/Fiat Panda AB123CD/)).toBeInTheDocument();
  });
});

/** `count` records of a list the API answers whole, oldest first (more than react-admin's default page of 10). */
const oldestFirst = <T,>(count: number, make: (i: number, at: string) => T) =>
  Array.from({ length: count }, (_, i) => make(i, new Date(Date.UTC(2025, 2, 1 + i, 9)).toISOString()));

describe('notifications and conversations: list views (ListBase) of their resources', () => {
  it('/notifications shows the whole resource in one call, keeps no list state in the URL, then marks all read', async () => {
    server.use(
      handle('notificationList', () =>
        oldestFirst(12, (i, at) => notificationFixture({ id: i + 1, title: `Notifica ${i + 1}`, created_at: at })),
      ),
      handle('notificationRead', () => ({ message: 'ok' })),
    );
    renderApp('/notifications', dealer);
    const list = await screen.findByRole('list', { name: 'Elenco delle notifiche' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/user/7/notification/read')).toBe(true));
    expect(requests.filter((r) => r.url.pathname === '/api/user/7/notification/list')).toHaveLength(1);
    expect(lastCall('/api/user/7/notification/list')!.get('page')).toBe('1');
    expect(window.location.pathname + window.location.search).toBe('/notifications');
  });

  it('/messages shows the whole conversations resource, latest message first, and keeps ?id= as the open chat', async () => {
    const uuid = (i: number) => `c0ffee00-0000-4000-8000-${String(i).padStart(12, '0')}`;
    server.use(
      handle('messageList', () =>
        oldestFirst(12, (i, at) =>
          conversationFixture({
            uuid: uuid(i),
            topic_title: `Conversazione ${i}`,
            last_message: { text: `Messaggio ${i}`, created_at: at, read: true, user_id: 99 },
          }),
        ),
      ),
    );
    renderApp(`/messages?id=${uuid(3)}`, dealer);
    const nav = await screen.findByRole('navigation', { name: 'Conversazioni' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[0]).toHaveTextContent('Conversazione 11');
    expect(links[11]).toHaveTextContent('Conversazione 0');
    expect(links[8]).toHaveTextContent('Conversazione 3');
    expect(links[8]).toHaveAttribute('aria-current', 'true');
    expect(window.location.search).toBe(`?id=${uuid(3)}`);
  });

  it('/conversations/:uuid/show opens that conversation in /messages (the resource id is the uuid)', async () => {
    server.use(handle('messageList', () => [conversationFixture()]));
    renderApp('/conversations/c0ffee00-0000-4000-8000-000000000001/show', dealer);
    await waitFor(() => expect(window.location.pathname).toBe('/messages'));
    expect(urlParams().get('id')).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(await screen.findByRole('region', { name: 'Fiat Panda' })).toBeInTheDocument();
  });
});
