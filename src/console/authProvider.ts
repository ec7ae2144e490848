import type { AuthProvider } from 'react-admin';
import { api } from '../platform/dataProvider/api';
import { authStore } from '../platform/auth/storage';

const LOGOUT_TIMEOUT_MS = 3_000;
const OPERATOR_CLIENT_KEY = 'operator-console';

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined);

/**
 * The operator's session (issue 28): POST /user/login with the console's client key (a dealer or a customer is refused
 * there by the server), kept under the console's own storage key (console/main.tsx selects it before any request).
 */
export const consoleAuthProvider: AuthProvider = {
  // react-admin's login form names the first field `username`.
  async login({ username, email, password }: { username?: string; email?: string; password: string }) {
    const reply = await api.post('login', { body: { email: (email ?? username ?? '').trim(), password, security: OPERATOR_CLIENT_KEY } });
    authStore.set(reply);
  },
  async logout() {
    const token = authStore.token();
    authStore.clear('logout');
    if (token) await api.post('logout', { token, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) }).catch(() => undefined);
  },
  async checkAuth() {
    if (authStore.user()?.role !== 'operator') throw new Error('login');
  },
  /** 401: the session is over; 403 (a refused action) keeps it. */
  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      authStore.clear('expired');
      throw new Error('expired');
    }
  },
  async getIdentity() {
    const user = authStore.user();
    if (!user) throw new Error('login');
    // No fullName: react-admin would show it as the text of a button named "Profilo" (axe: label-content-name-mismatch).
    return { id: user.id };
  },
  async getPermissions() {
    return authStore.user()?.role ?? null;
  },
};
