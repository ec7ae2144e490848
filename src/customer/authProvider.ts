import type { AuthProvider } from 'react-admin';
import { api } from '../platform/dataProvider/api';
import { authStore } from '../platform/auth/storage';

const LOGOUT_TIMEOUT_MS = 3_000;
/** The client key of the customer app's sessions: the server refuses dealers and operators with it, pointing elsewhere. */
export const CUSTOMER_CLIENT_KEY = 'customer-app';

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined);

/**
 * The customer's session (issue 29): POST /user/login with the customer app's client key, kept under the customer
 * app's own storage key (customer/main.tsx selects it before any request). Registration stores its answer the same way.
 */
export const customerAuthProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const reply = await api.post('login', { body: { email: email.trim(), password, security: CUSTOMER_CLIENT_KEY } });
    authStore.set(reply);
  },
  async logout() {
    const token = authStore.token();
    authStore.clear('logout');
    if (token) await api.post('logout', { token, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) }).catch(() => undefined);
  },
  async checkAuth() {
    if (authStore.user()?.role !== 'customer') throw new Error('login');
  },
  /** 401: the session is over (the guard shows the login page); a refused action keeps it. */
  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      authStore.clear('expired');
      throw new Error('expired');
    }
  },
  async getIdentity() {
    const user = authStore.user();
    if (!user) throw new Error('login');
    return { id: user.id, fullName: [user.name, user.surname].filter(Boolean).join(' ') };
  },
  async getPermissions() {
    return authStore.user()?.role ?? null;
  },
};
