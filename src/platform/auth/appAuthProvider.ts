import type { AuthProvider, UserIdentity } from 'react-admin';
import type { User } from '../../../contract';
import type { ClientKey } from '../../../contract/constants';
import { httpErrors as errors } from '../../../i18n/it/httpErrors';
import { api } from '../api/auth';
import { authStore } from './storage';

const LOGOUT_TIMEOUT_MS = 3_000;

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;

/**
 * The session of one of the two apps beside the dealer portal (the console; the customer app):
 * POST /user/login with the app's client key (the server refuses other roles there, pointing to their place), kept
 * under the app's own storage key (its main.tsx selects it before any request). 401 ends the session; a refused
 * action (403) keeps it.
 */
export function appAuthProvider(options: {
  client: ClientKey;
  role: User['role'];
  identity: (user: User) => UserIdentity;
}): AuthProvider {
  return {
    // react-admin's own login form names the first field `username`.
    async login({ username, email, password }: { username?: string; email?: string; password: string }) {
      const reply = await api.post('login', {
        body: { email: (email ?? username ?? '').trim(), password, security: options.client },
      });
      authStore.set(reply);
    },
    async logout() {
      const token = authStore.token();
      authStore.clear('logout');
      if (token)
        await api.post('logout', { token, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) }).catch(() => undefined);
    },
    // A visitor who is not logged in is simply shown the login page: `message: false` keeps react-admin from
    // raising a toast on a fresh page (it would show the rejection's text).
    async checkAuth() {
      if (authStore.user()?.role !== options.role) throw { message: false };
    },
    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        authStore.clear('expired');
        throw { message: errors.unauthorized };
      }
    },
    async getIdentity() {
      const user = authStore.user();
      if (!user) throw new Error('login');
      return options.identity(user);
    },
    async getPermissions() {
      return authStore.user()?.role ?? null;
    },
  };
}
