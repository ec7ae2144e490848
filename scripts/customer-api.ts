/** The HTTP side of `npm run customer`: login and typed calls of the contract's routes against a running server. */
import type { ErrorResponse } from '../contract/common.js';
import { apiPath, routes, type Body, type Reply, type RouteName } from '../contract/routes.js';
import { customerCli as m } from '../i18n/it/customer-cli.js';

/** A failure to report to the user: its message is printed as is, and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const EMAIL = process.env.CUSTOMER_EMAIL ?? 'cliente@demo.example';
const PASSWORD = process.env.CUSTOMER_PASSWORD ?? 'demo1234';

interface CallOptions<N extends RouteName> {
  token?: string;
  params?: Record<string, string | number>;
  body?: Body<N>;
}

export async function call<N extends RouteName>(name: N, options: CallOptions<N> = {}): Promise<Reply<N>> {
  const route = routes[name];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(BASE_URL + apiPath(route, options.params), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CliError(m.unreachable(BASE_URL, reason));
  }
  const payload = (await response.json().catch(() => ({ message: response.statusText }))) as unknown;
  if (!response.ok) {
    const { message, errors } = payload as ErrorResponse;
    const lines = Object.entries(errors ?? {}).map(([field, messages]) => m.fieldError(field, messages));
    throw new CliError([m.refused(response.status, message), ...lines].join('\n'));
  }
  return payload as Reply<N>;
}

/** Logs in as the demo customer (or CUSTOMER_EMAIL) through the customer app's client key. */
export async function logIn(): Promise<string> {
  try {
    const { token } = await call('login', { body: { email: EMAIL, password: PASSWORD, security: 'customer-app' } });
    return token;
  } catch (error) {
    if (error instanceof CliError && error.message.startsWith('Server')) throw error;
    throw new CliError(m.loginFailed(EMAIL, (error as Error).message));
  }
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
export const formatEuro = (value: number): string => euro.format(value);

export function vehicleLabel(vehicle: {
  manufacturer_name: string | null;
  model: string | null;
  plate: string | null;
  chassis: string | null;
}): string {
  return [vehicle.manufacturer_name, vehicle.model, vehicle.plate ?? vehicle.chassis].filter(Boolean).join(' ');
}
