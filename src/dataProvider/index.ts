import type { DataProvider, GetListParams, GetListResult, GetOneParams, GetOneResult, RaRecord } from 'react-admin';
import { HttpError } from 'react-admin';
import { errors } from '../../i18n/it/errors';
import type { ListFilters, Reply } from '../../contract';
import { QUOTATION_FILTERS, SUBMISSION_FILTERS } from '../../contract/paths';
import { authStore } from '../authProvider/storage';
import { call } from './api';

type ListHandler = (params: GetListParams) => Promise<GetListResult>;
type OneHandler = (params: GetOneParams) => Promise<GetOneResult>;
interface ResourceHandlers {
  getList?: ListHandler;
  getOne?: OneHandler;
}

/** The filter keys the API's list endpoints understand (contract ListFilters, minus page). */
const LIST_FILTER_KEYS = ['brand', 'part', 'province', 'dateFrom', 'dateTo', 'search', 'sort'] as const;

/** Page from react-admin's pagination; the other list filters from params.filter (sort direction included). */
export function listQuery(params: GetListParams): Partial<ListFilters> {
  const query: Record<string, unknown> = { page: params.pagination?.page ?? 1 };
  const filter = params.filter ?? {};
  for (const key of LIST_FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)) query[key] = value;
  }
  return query as Partial<ListFilters>;
}

/** Which list of a resource: meta.filter wins over filter.status; the dashboard's default tab otherwise. */
function statusFilter<T extends string>(params: GetListParams, values: readonly T[], fallback: T, resource: string): T {
  const raw = params.meta?.filter ?? params.filter?.status;
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = values.find((v) => v === raw);
  if (value === undefined) throw new Error(`dataProvider: unknown ${resource} filter "${String(raw)}"`);
  return value;
}

function pagedResult<T extends RaRecord>(reply: { data: T[]; total: number; page: number; per_page: number; last_page: number }): GetListResult<T> {
  const { data, total, page, per_page, last_page } = reply;
  return { data, total, meta: { page, per_page, last_page } };
}

/** Lists the API answers whole: react-admin's pagination is applied here. */
function pageOf<T extends RaRecord>(items: T[], params: GetListParams): GetListResult<T> {
  const { page = 1, perPage = items.length || 1 } = params.pagination ?? {};
  return { data: items.slice((page - 1) * perPage, page * perPage), total: items.length };
}

function dealerId(): number {
  const user = authStore.user();
  if (!user) throw new HttpError(errors.unauthorized, 401, { message: errors.unauthorized });
  return user.id;
}

const handlers: Record<string, ResourceHandlers> = {
  submissions: {
    getList: async (params) => {
      const filter = statusFilter(params, SUBMISSION_FILTERS, 'pending', 'submissions');
      return pagedResult(await call('submissionList', { params: { filter }, query: listQuery(params), signal: params.signal }));
    },
    getOne: async (params) => ({ data: await call('submission', { params: { id: Number(params.id) }, signal: params.signal }) }),
  },
  quotations: {
    getList: async (params) => {
      const filter = statusFilter(params, QUOTATION_FILTERS, 'pending', 'quotations');
      return pagedResult(
        await call('quotationList', { params: { id: dealerId(), filter }, query: listQuery(params), signal: params.signal }),
      );
    },
  },
  notifications: {
    getList: async (params) => pageOf(await call('notificationList', { params: { id: dealerId() }, signal: params.signal }), params),
  },
  conversations: {
    getList: async (params) => {
      const conversations: Reply<'messageList'> = await call('messageList', { params: { id: dealerId() }, signal: params.signal });
      return pageOf(
        conversations.map((conversation) => ({ ...conversation, id: conversation.uuid })),
        params,
      );
    },
  },
};

function unsupported(method: string, resource: string): Promise<never> {
  return Promise.reject(new Error(`dataProvider: ${method} is not supported for resource "${resource}"`));
}

async function run<K extends keyof ResourceHandlers>(method: K, resource: string, params: Parameters<NonNullable<ResourceHandlers[K]>>[0]) {
  const handler = handlers[resource]?.[method] as ((p: typeof params) => Promise<unknown>) | undefined;
  if (!handler) return unsupported(method, resource);
  return handler(params);
}

/** react-admin resources → API routes of the contract. Methods no screen needs yet reject with a clear error. */
export const dataProvider: DataProvider = {
  supportAbortSignal: true,
  getList: (resource, params) => run('getList', resource, params) as Promise<GetListResult>,
  getOne: (resource, params) => run('getOne', resource, params) as Promise<GetOneResult>,
  getMany: (resource) => unsupported('getMany', resource),
  getManyReference: (resource) => unsupported('getManyReference', resource),
  create: (resource) => unsupported('create', resource),
  update: (resource) => unsupported('update', resource),
  updateMany: (resource) => unsupported('updateMany', resource),
  delete: (resource) => unsupported('delete', resource),
  deleteMany: (resource) => unsupported('deleteMany', resource),
};
