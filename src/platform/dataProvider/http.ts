import { HttpError } from 'react-admin';
import type { ErrorResponse } from '../../../contract/common';
import { httpErrors as errors } from '../../../i18n/it/httpErrors';
import { authStore } from '../auth/storage';
import { signalSubscriptionRequired } from '../auth/subscriptionSignal';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** JSON, or a file's bytes (ArrayBuffer) sent as they are, application/octet-stream: the stock upload. */
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the stored token (logout sends the token it has just removed). */
  token?: string | null;
  /** false: never claim an early answer (the early request itself). */
  early?: false;
}

/** The API's error body: { message, errors? } (contract ErrorResponse). */
export type ApiErrorBody = Partial<ErrorResponse>;

/** What a 401 does, wherever it comes from: forget the session; the route guard then shows the login page. */
export function handleUnauthorized() {
  authStore.clear('expired');
}

function buildUrl(path: string, query?: Query): URL {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, String(item));
    else url.searchParams.set(key, String(value));
  }
  return url;
}

/** Read when a JSON body could not be read to its end (cut connection, a navigation aborting the page's fetches). */
const UNREADABLE = Symbol('unreadable body');

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return await response.json();
  } catch {
    return UNREADABLE;
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return errors.unauthorized;
  if (status === 403) return errors.forbidden;
  if (status === 404) return errors.notFound;
  if (status === 429) return errors.tooManyRequests;
  if (status >= 500) return errors.internal;
  return errors.validation;
}

/** How long a GET started before the app rendered waits to be claimed by the screen that needs it. */
const EARLY_TTL_MS = 15_000;
const FAILED = Symbol('early request failed');
const early = new Map<string, Promise<unknown>>();
const earlyKey = (href: string, token: string | null) => `${token ?? ''} ${href}`;

/**
 * Starts a GET before the screen that needs it has even loaded (routing/prefetchFirstScreen.ts): the first identical
 * GET with the same token claims its answer, once; a failed early answer is fetched again normally.
 */
export function requestEarly(path: string, query?: Query): void {
  const token = authStore.token();
  const key = earlyKey(buildUrl(path, query).href, token);
  const reply = request('GET', path, { query, token, early: false }).catch(() => FAILED);
  early.set(key, reply);
  // Unclaimed (the dealer went elsewhere first): dropped, answer and all.
  setTimeout(() => early.get(key) === reply && early.delete(key), EARLY_TTL_MS);
}

function claimEarly(href: string, token: string | null): Promise<unknown> | undefined {
  const key = earlyKey(href, token);
  const reply = early.get(key);
  early.delete(key);
  return reply;
}

/** Forgets every unclaimed early answer (tests). */
export function forgetEarlyRequests(): void {
  early.clear();
}

/**
 * JSON over fetch with the stored bearer token. Failures throw react-admin's HttpError carrying the
 * server's Italian message and its body ({ message, errors }); a 401 on an authenticated call ends the session.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token === undefined ? authStore.token() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const raw = options.body instanceof ArrayBuffer;
  if (options.body !== undefined) headers['Content-Type'] = raw ? 'application/octet-stream' : 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(path, options.query);
  const claimed = method === 'GET' && options.early !== false ? claimEarly(url.href, token) : undefined;
  if (claimed) {
    const reply = await claimed;
    if (reply !== FAILED) return reply as T;
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : raw ? (options.body as ArrayBuffer) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError(errors.unavailable, 0, null);
  }

  const body = await readBody(response);
  // A success whose answer never arrived whole is a failure, not an empty answer: taken as null, GET /api/user cut by
  // a navigation stored a session without its user, and the dealer was logged out on the next page.
  if (response.ok && body === UNREADABLE) throw new HttpError(errors.unavailable, 0, null);
  if (!response.ok) {
    if (response.status === 401 && token && options.token === undefined) handleUnauthorized();
    const errorBody = (body === UNREADABLE || body === null ? {} : body) as ApiErrorBody;
    const message =
      typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : fallbackMessage(response.status);
    // Decided on the contract's stable code: the message is copy and may change.
    if (errorBody.code === 'subscription_required') signalSubscriptionRequired();
    // A suspended account can do nothing: instead of a screen of failed lists, the login page says why and whom to ask.
    if (errorBody.code === 'account_suspended' && token && options.token === undefined) authStore.clear('suspended');
    throw new HttpError(message, response.status, { message, errors: errorBody.errors });
  }
  return body as T;
}
