import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetOneParams,
  Identifier,
  UpdateParams,
} from 'react-admin';
import { HttpError } from 'react-admin';
import { httpErrors as errors } from '../../../i18n/it/httpErrors';
import type { ListFilters } from '../../../contract';
import { apiPath, isSelfParam, pathParams, type RouteTable } from '../../../contract/paths/define';
import type { RouteName } from '../../../contract/routes';
import { authStore } from '../auth/storage';
import { createApi } from './api';
import { requestEarly, type Query } from './http';
import type { ApiRecord, ResourceApi } from './resourceApi';

/** Page from react-admin's pagination, direction from a sort the resource declares, its declared filters from params.filter. */
export function listQuery(api: ResourceApi, params: GetListParams): Partial<ListFilters> {
  const query: Record<string, unknown> = { page: params.pagination?.page ?? 1 };
  if (api.query === 'admin') {
    if (params.pagination?.perPage) query.per_page = params.pagination.perPage;
    if (params.sort && api.sort?.includes(params.sort.field))
      Object.assign(query, { sort: params.sort.field, order: params.sort.order === 'ASC' ? 'asc' : 'desc' });
    if (typeof params.filter?.q === 'string' && params.filter.q.trim()) query.q = params.filter.q.trim();
  }
  // Other sorts (useGetList's default 'id') leave the API's default order.
  else if (params.sort && api.sort?.includes(params.sort.field))
    query.sort = params.sort.order === 'ASC' ? 'asc' : 'desc';
  const filter = params.filter ?? {};
  for (const key of Object.keys(api.filters ?? {})) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0))
      query[key] = value;
  }
  return query as Partial<ListFilters>;
}

/** The signed-in account: what `:dealerId` and `:userId` name (contract/paths/define.ts SELF_PARAMS). */
function sessionId(): number {
  const user = authStore.user();
  if (!user) throw new HttpError(errors.unauthorized, 401, { message: errors.unauthorized });
  return user.id;
}

/** Which list: filter.status (the SPEC path's fixed filter), the first status otherwise. */
function statusOf(resource: string, api: ResourceApi, params: GetListParams): string {
  const statuses = api.statuses ?? [];
  const raw = params.filter?.status ?? params.meta?.filter;
  if (raw === undefined || raw === null || raw === '') return statuses[0];
  if (!statuses.includes(String(raw))) throw new Error(`dataProvider: unknown ${resource} filter "${String(raw)}"`);
  return String(raw);
}

/**
 * Fills the :params a route's path names, by the ResourceApi conventions: `:dealerId` and `:userId` from the session,
 * `:filter` from the list's status, every other one from the record's id (`:id`, `:templateId`, `:memberId`…).
 */
function fillParams(
  path: string,
  values: { record?: () => Identifier; filter?: () => string } = {},
): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of pathParams(path)) {
    if (isSelfParam(name)) params[name] = sessionId();
    else if (name === 'filter' && values.filter) params.filter = values.filter();
    else if (values.record) params[name] = values.record();
  }
  return params;
}

type Paged = {
  data: ApiRecord[];
  total: number;
  page: number;
  per_page: number;
  last_page: number;
  total_approximate?: true;
};

function withIds(api: ResourceApi, records: ApiRecord[]): ApiRecord[] {
  const { idOf } = api;
  return idOf ? records.map((record) => ({ ...record, id: idOf(record) })) : records;
}

/** meta.loadedAt: when this answer was read (the live inbox banner clears what arrived before it). */
function listResult(api: ResourceApi, reply: Paged | ApiRecord[], params: GetListParams): GetListResult {
  const loadedAt = Date.now();
  if (Array.isArray(reply)) {
    // The API answers these lists whole: react-admin's pagination is applied here.
    const records = withIds(api, reply);
    const { page = 1, perPage = records.length || 1 } = params.pagination ?? {};
    return { data: records.slice((page - 1) * perPage, page * perPage), total: records.length, meta: { loadedAt } };
  }
  const { data, total, page, per_page, last_page } = reply;
  // A list past EXACT_TOTAL_MAX rows (a console list, a dealer's filtered request list) answers an estimate:
  // react-admin's partial pagination (previous/next, no page count), worded "1–25 di oltre 1.000" by
  // i18n/it/app/ui.ts approximateRange (the console's pager, ListPagination); never a made-up exact total.
  if (reply.total_approximate) {
    return {
      data: withIds(api, data),
      pageInfo: { hasPreviousPage: page > 1, hasNextPage: page < last_page && data.length === per_page },
      meta: { page, per_page, last_page, loadedAt, approximateTotal: total },
    };
  }
  return { data: withIds(api, data), total, meta: { page, per_page, last_page, loadedAt } };
}

function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(new Error(`dataProvider: ${method} is not supported for resource "${resource}"`));
}

/** Runs a method, turning "not declared" into a rejected promise (react-admin expects promises, not throws). */
const guarded =
  <P, R>(method: (resource: string, params: P) => Promise<R>) =>
  async (resource: string, params: P): Promise<R> =>
    method(resource, params);

/**
 * The dataProvider and the boot's list prefetch over the resources' APIs (apps/dealer/dataProvider.ts passes the
 * features'), calling the routes of the app's own table (src/platform/api/).
 */
export function createDataProvider(apis: Readonly<Record<string, ResourceApi>>, routes: RouteTable) {
  const { call, routeOf } = createApi(routes);
  const pathOf = (route: RouteName) => routeOf(route).path;
  // One untyped door onto the typed client: the routes come from ResourceApi declarations checked against the contract.
  const callRoute = (
    route: RouteName,
    input: { params?: object; query?: object; body?: unknown; signal?: AbortSignal },
  ) => (call as (name: RouteName, input: object) => Promise<unknown>)(route, input);

  function apiOf(
    resource: string,
    method: string,
    route: 'list' | 'one' | 'create' | 'update' | 'delete',
  ): ResourceApi & Record<typeof route, RouteName> {
    const api = apis[resource];
    if (!api?.[route]) throw new Error(`dataProvider: ${method} is not supported for resource "${resource}"`);
    return api as ResourceApi & Record<typeof route, RouteName>;
  }

  function listCall(resource: string, params: GetListParams) {
    const api = apiOf(resource, 'getList', 'list');
    return {
      api,
      route: api.list,
      params: fillParams(pathOf(api.list), { filter: () => statusOf(resource, api, params) }),
      query: listQuery(api, params),
    };
  }

  async function getList(resource: string, params: GetListParams): Promise<GetListResult> {
    const { api, route, params: routeParams, query } = listCall(resource, params);
    const reply = (await callRoute(route, { params: routeParams, query, signal: params.signal })) as
      Paged | ApiRecord[];
    return listResult(api, reply, params);
  }

  /** Starts a list's GET before its screen has loaded (apps/dealer/prefetchFirstScreen.ts); the screen's getList claims it. */
  function prefetchList(resource: string, params: GetListParams): void {
    const { route, params: routeParams, query } = listCall(resource, params);
    requestEarly(apiPath(routeOf(route), routeParams), query as Query);
  }

  async function getOne(resource: string, params: GetOneParams) {
    const api = apiOf(resource, 'getOne', 'one');
    const record = (await callRoute(api.one, {
      params: fillParams(pathOf(api.one), { record: () => params.id }),
      signal: params.signal,
    })) as ApiRecord;
    return { data: withIds(api, [record])[0] };
  }

  async function create(resource: string, params: CreateParams) {
    const api = apiOf(resource, 'create', 'create');
    const record = (await callRoute(api.create, {
      params: fillParams(pathOf(api.create)),
      body: params.data,
    })) as ApiRecord;
    return { data: withIds(api, [record])[0] };
  }

  async function update(resource: string, params: UpdateParams) {
    const api = apiOf(resource, 'update', 'update');
    const record = (await callRoute(api.update, {
      params: fillParams(pathOf(api.update), { record: () => params.id }),
      body: params.data,
    })) as ApiRecord;
    return { data: withIds(api, [record])[0] };
  }

  async function remove(resource: string, params: DeleteParams) {
    const api = apiOf(resource, 'delete', 'delete');
    await callRoute(api.delete, { params: fillParams(pathOf(api.delete), { record: () => params.id }) });
    return { data: (params.previousData ?? { id: params.id }) as ApiRecord };
  }

  async function deleteMany(resource: string, params: DeleteManyParams) {
    for (const id of params.ids) await remove(resource, { id });
    return { data: params.ids };
  }

  /** By id when the resource has a `one` route; otherwise from its whole list (the lists answered whole). */
  async function getMany(resource: string, params: GetManyParams) {
    const api = apiOf(resource, 'getMany', 'list');
    if (api.one)
      return {
        data: await Promise.all(
          params.ids.map(async (id) => (await getOne(resource, { id, signal: params.signal })).data),
        ),
      };
    const ids = new Set(params.ids.map(String));
    const { data } = await getList(resource, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
      signal: params.signal,
    });
    return { data: data.filter((record) => ids.has(String(record.id))) };
  }

  /**
   * react-admin resources → API routes, declared per resource in the features' manifests (`api`). Nothing is
   * hand-written per resource: every list, record, write and delete goes through the ResourceApi conventions.
   * Methods a resource does not declare reject with a clear error.
   */
  const dataProvider: DataProvider = {
    supportAbortSignal: true,
    getList: guarded(getList),
    getOne: guarded(getOne) as DataProvider['getOne'],
    create: guarded(create) as DataProvider['create'],
    update: guarded(update) as DataProvider['update'],
    getMany: guarded(getMany) as DataProvider['getMany'],
    getManyReference: (resource) => unsupported('getManyReference', resource),
    updateMany: (resource) => unsupported('updateMany', resource),
    delete: guarded(remove) as DataProvider['delete'],
    deleteMany: guarded(deleteMany) as DataProvider['deleteMany'],
  };

  return { dataProvider, prefetchList };
}
