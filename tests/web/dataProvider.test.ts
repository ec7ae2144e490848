import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errors } from '../../i18n/it/errors';
import { api } from '../../src/platform/api/dealer';
import { api as customerApi } from '../../src/platform/api/customer';
import { api as consoleApi } from '../../src/platform/api/console';
import { dataProvider } from '../../src/apps/dealer/dataProvider';
import { conversationFixture, dealerWith, notificationFixture, quotationFixture, submissionFixture } from './fixtures';
import { apiError, handle, requests } from './msw/handlers';
import { server } from './msw/server';
import { storeSession } from './render';

const page = <T>(data: T[], total = data.length) => ({
  data,
  total,
  page: 1,
  per_page: 20,
  last_page: Math.max(1, Math.ceil(total / 20)),
});
const lastUrl = () => requests.at(-1)!.url;

describe('dataProvider: submissions', () => {
  it('getList maps the status, page, sort direction and the list filters onto GET /api/submission/list/:filter', async () => {
    storeSession(dealerWith('active'));
    server.use(handle('submissionList', () => page([submissionFixture()], 45)));
    const result = await dataProvider.getList('submissions', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'created_at', order: 'ASC' },
      filter: {
        status: 'expired',
        brand: [1, 2],
        part: [],
        search: 'panda',
        dateFrom: '2025-01-01',
        province: undefined,
      },
    });
    const url = lastUrl();
    expect(url.pathname).toBe('/api/submission/list/expired');
    expect(url.searchParams.get('page')).toBe('3');
    expect(url.searchParams.getAll('brand')).toEqual(['1', '2']);
    expect(url.searchParams.has('part')).toBe(false);
    expect(url.searchParams.has('province')).toBe(false);
    expect(url.searchParams.get('search')).toBe('panda');
    expect(url.searchParams.get('sort')).toBe('asc');
    expect(url.searchParams.get('dateFrom')).toBe('2025-01-01');
    expect(requests.at(-1)!.headers.get('authorization')).toBe('Bearer token-of-7');
    expect(result.total).toBe(45);
    expect(result.data[0].id).toBe(41);
  });

  it('takes the filter from filter.status when meta has none, pending by default', async () => {
    server.use(
      handle('submissionList', ({ params }) => page([submissionFixture({ id: params.filter === 'outlet' ? 2 : 1 })])),
    );
    await dataProvider.getList('submissions', { filter: { status: 'outlet' }, pagination: { page: 1, perPage: 10 } });
    expect(lastUrl().pathname).toBe('/api/submission/list/outlet');
    await dataProvider.getList('submissions', { filter: {}, pagination: { page: 1, perPage: 10 } });
    expect(lastUrl().pathname).toBe('/api/submission/list/pending');
  });

  it('refuses an unknown filter without calling the API', async () => {
    await expect(dataProvider.getList('submissions', { meta: { filter: 'tutte' }, filter: {} })).rejects.toThrow(
      /unknown submissions filter/,
    );
    expect(requests).toHaveLength(0);
  });

  it('getOne reads GET /api/submission/:id', async () => {
    server.use(handle('submission', ({ params }) => submissionFixture({ id: params.id })));
    const { data } = await dataProvider.getOne('submissions', { id: 41 });
    expect(lastUrl().pathname).toBe('/api/submission/41');
    expect(data.id).toBe(41);
  });

  it('errors carry the server message, status and field errors', async () => {
    server.use(
      handle('submissionList', () =>
        apiError(400, errors.validation, { dateFrom: ['La data iniziale non può essere successiva alla data finale'] }),
      ),
    );
    const failure = await dataProvider.getList('submissions', { filter: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({
      message: errors.validation,
      status: 400,
      body: { errors: { dateFrom: [expect.any(String)] } },
    });
  });

  it('a server without a JSON body still gives an Italian message', async () => {
    server.use(handle('submission', () => new HttpResponse('boom', { status: 502 })));
    await expect(dataProvider.getOne('submissions', { id: 1 })).rejects.toMatchObject({
      message: errors.internal,
      status: 502,
    });
  });

  it('a network failure gives an Italian message', async () => {
    server.use(handle('submission', () => HttpResponse.error()));
    await expect(dataProvider.getOne('submissions', { id: 1 })).rejects.toMatchObject({ message: errors.unavailable });
  });
});

describe('dataProvider: other resources', () => {
  it('quotations: GET /api/dealer/:dealerId/quotation/list/:filter for the stored dealer', async () => {
    storeSession(dealerWith('active'));
    server.use(handle('quotationList', () => page([quotationFixture()])));
    const result = await dataProvider.getList('quotations', {
      meta: { filter: 'accepted' },
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(lastUrl().pathname).toBe('/api/dealer/7/quotation/list/accepted');
    expect(result).toMatchObject({ total: 1, data: [{ quotation_code: 'PRV-000501' }] });
  });

  it('notifications: GET /api/user/:userId/notification/list, paginated here', async () => {
    storeSession(dealerWith('active'));
    server.use(handle('notificationList', () => [1, 2, 3].map((id) => notificationFixture({ id }))));
    const result = await dataProvider.getList('notifications', { pagination: { page: 2, perPage: 2 }, filter: {} });
    expect(lastUrl().pathname).toBe('/api/user/7/notification/list');
    expect(result).toMatchObject({ data: [notificationFixture({ id: 3 })], total: 3 });
  });

  it('conversations: id is the uuid', async () => {
    storeSession(dealerWith('active'));
    server.use(handle('messageList', () => [conversationFixture()]));
    const result = await dataProvider.getList('conversations', { pagination: { page: 1, perPage: 50 }, filter: {} });
    expect(lastUrl().pathname).toBe('/api/user/7/message/list');
    expect(result.data[0].id).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('dealer lists without a session reject as 401', async () => {
    await expect(dataProvider.getList('quotations', { filter: {} })).rejects.toMatchObject({ status: 401 });
  });

  it('quotations: create goes to the declared write route with the record as body', async () => {
    storeSession(dealerWith('active'));
    let body: unknown = null;
    server.use(handle('quotationNew', (ctx) => ((body = ctx.body), quotationFixture({ id: 77 }))));
    const { data } = await dataProvider.create('quotations', { data: { submission_id: 41 } });
    expect(lastUrl().pathname).toBe('/api/quotation/new');
    expect(body).toEqual({ submission_id: 41 });
    expect(data.id).toBe(77);
  });

  it('templates: delete fills the dealer and the record of POST /dealer/:dealerId/templates/:templateId/delete; deleteMany each', async () => {
    storeSession(dealerWith('active'));
    const deleted: string[] = [];
    server.use(
      handle(
        'templateDelete',
        ({ params }) => (deleted.push(`${params.dealerId}/${params.templateId}`), { message: 'ok' }),
      ),
    );
    const { data } = await dataProvider.delete('templates', { id: 5, previousData: { id: 5, name: 'Freni' } });
    expect(lastUrl().pathname).toBe('/api/dealer/7/templates/5/delete');
    expect(data).toEqual({ id: 5, name: 'Freni' });
    expect((await dataProvider.deleteMany('templates', { ids: [6, 8] })).data).toEqual([6, 8]);
    expect(deleted).toEqual(['7/5', '7/6', '7/8']);
  });

  it('getMany: by id with a one route, from the whole list without one', async () => {
    storeSession(dealerWith('active'));
    server.use(handle('submission', ({ params }) => submissionFixture({ id: Number(params.id) })));
    expect((await dataProvider.getMany('submissions', { ids: [3, 4] })).data.map((record) => record.id)).toEqual([
      3, 4,
    ]);
    server.use(handle('notificationList', () => [1, 2, 3].map((id) => notificationFixture({ id }))));
    expect((await dataProvider.getMany('notifications', { ids: [3, 1] })).data.map((record) => record.id)).toEqual([
      1, 3,
    ]);
  });

  it('rejects methods and resources it does not support', async () => {
    await expect(dataProvider.update('submissions', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow(
      'dataProvider: update is not supported for resource "submissions"',
    );
    await expect(dataProvider.getOne('notifications', { id: 1 })).rejects.toThrow(/getOne is not supported/);
    await expect(dataProvider.getList('posts', { filter: {} })).rejects.toThrow(
      /getList is not supported for resource "posts"/,
    );
  });
});

describe('typed api helper', () => {
  it('calls a route of the contract with its params, query and body', async () => {
    const reply = await api.get('discovery', { query: { security: 'dealer-portal' } });
    expect(lastUrl().search).toBe('?security=dealer-portal');
    expect(reply.faq.length).toBeGreaterThan(0);
  });

  it("refuses at run time a route outside the app's table", async () => {
    const call = customerApi.get as (name: string) => Promise<unknown>;
    await expect(call('ping')).rejects.toThrow("Route ping is not in this app's table");
  });

  it('is checked by the compiler', () => {
    // Each line below must fail tsc: wrong method, missing params, wrong body.
    const never = () => {
      // @ts-expect-error login is a POST route
      void api.get('login');
      // @ts-expect-error submission needs params.id
      void api.get('submission', {});
      // @ts-expect-error the login body has no such field
      void api.post('login', { body: { email: 'a', password: 'b', security: 'dealer-portal', extra: 1 } });
      // @ts-expect-error unknown route
      void api.get('nope');
      // @ts-expect-error a customer route is not in the dealer portal's table
      void api.get('customerSubmissions');
      // @ts-expect-error a dealer route is not in the customer app's table
      void customerApi.get('submission', { params: { id: 1 } });
      // @ts-expect-error a console route is not in the customer app's table
      void customerApi.get('adminDealers');
      // @ts-expect-error a dealer route is not in the console's table
      void consoleApi.get('ping');
    };
    expect(typeof never).toBe('function');
  });
});
