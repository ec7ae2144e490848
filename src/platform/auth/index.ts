import type { AuthProvider } from 'react-admin';
import type { User } from '../../../contract';
import { DEALER_CLIENT_KEY } from '../../../contract/constants';
import { api } from '../api/auth';
import { paths } from '../paths';
import { nextFromLocation } from './nextPath';
import { authStore } from './storage';

export interface LoginCredentials {
  email: string;
  password: string;
}

const LOGOUT_TIMEOUT_MS = 3_000;

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : undefined;
}

/** Where the dealer lands after login or when opening '/' logged in. */
export function homeFor(user: User): string {
  return user.current_subscription === null ? paths.register : paths.dashboard;
}

/**
 * Session of the dealer: token and user in localStorage (see storage.ts); SPEC §2 guards in apps/dealer/guard.ts.
 * No getPermissions: the guard reads the stored role, and react-admin's router draws every screen again, outside a
 * transition, once a permissions query settles.
 */
export const authProvider: AuthProvider = {
  async login({ email, password }: LoginCredentials) {
    const reply = await api.post('login', { body: { email, password, security: DEALER_CLIENT_KEY } });
    authStore.set(reply);
    // A deep link opened logged out (the guard kept it in ?next=) comes back once the dealer may see it.
    const next = reply.user.current_subscription === null ? null : nextFromLocation();
    return { redirectTo: next ?? homeFor(reply.user) };
  },

  /** Forgets the session first, then revokes the token on the server on a best-effort basis. */
  async logout() {
    const token = authStore.token();
    authStore.clear('logout');
    if (token) {
      await api.post('logout', { token, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) }).catch(() => undefined);
    }
    return paths.login;
  },

  async checkAuth() {
    if (!authStore.get()) throw { redirectTo: paths.login };
  },

  /** 401: the session is over. 403 and every other error: stay logged in. */
  async checkError(error: unknown) {
    if (statusOf(error) === 401) {
      authStore.clear('expired');
      throw { redirectTo: paths.login, message: false };
    }
  },

  async getIdentity() {
    const user = authStore.user();
    if (!user) throw { redirectTo: paths.login };
    const fullName = user.legal_name || [user.name, user.surname].filter(Boolean).join(' ') || user.email;
    return { id: user.id, fullName, avatar: user.profile_photo ?? undefined };
  },
};

/** Brings the stored user up to date (subscription state above all) from GET /api/user. */
export async function refreshStoredUser(signal?: AbortSignal): Promise<void> {
  if (!authStore.token()) return;
  const user = await api.get('me', { signal });
  authStore.updateUser(user);
}
