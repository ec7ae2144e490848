import type { LoginResponse, User } from '../../../contract';

/** Where the logged-in session lives: { token, expires_at, user } as the login call answered it. */
export const AUTH_STORAGE_KEY = 'ricambihub.auth';

/** The operator console's session: its own key, so an operator at /admin never becomes the portal's user. */
export const CONSOLE_AUTH_STORAGE_KEY = 'ricambihub.console.auth';

/** The customer app's session: its own key, so a customer at /cliente never becomes the portal's user. */
export const CUSTOMER_AUTH_STORAGE_KEY = 'ricambihub.customer.auth';

let storageKey = AUTH_STORAGE_KEY;

/** Which stored session this page uses: the console picks its own key once, before its first request. */
export function selectAuthStorage(key: string) {
  storageKey = key;
}

export type StoredAuth = LoginResponse;
/**
 * Why the session ended, shown on the login page: 'expired' when the server refused the token (401), 'suspended' when
 * it refused the account (403 account_suspended).
 */
export type SignOutReason = 'expired' | 'suspended' | 'logout';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastRaw: string | null = null;
let lastParsed: StoredAuth | null = null;
let signOutReason: SignOutReason | null = null;

/** A shape check is enough: the server produced this value; anything else (old format, edits) means no session. */
function looksLikeSession(value: unknown): value is StoredAuth {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Partial<StoredAuth>;
  return typeof token === 'string' && typeof user === 'object' && user !== null && typeof user.id === 'number';
}

function parse(raw: string | null): StoredAuth | null {
  if (raw === lastRaw) return lastParsed;
  lastRaw = raw;
  lastParsed = null;
  if (raw) {
    try {
      const value: unknown = JSON.parse(raw);
      if (looksLikeSession(value)) lastParsed = value;
    } catch {
      // A corrupted entry is the same as no session.
    }
  }
  return lastParsed;
}

function notify() {
  for (const listener of listeners) listener();
}

/** The one place that reads and writes the stored session; React subscribes through useStoredUser. */
export const authStore = {
  get(): StoredAuth | null {
    return parse(window.localStorage.getItem(storageKey));
  },
  user(): User | null {
    return authStore.get()?.user ?? null;
  },
  token(): string | null {
    return authStore.get()?.token ?? null;
  },
  set(auth: StoredAuth) {
    signOutReason = null;
    window.localStorage.setItem(storageKey, JSON.stringify(auth));
    notify();
  },
  updateUser(user: User) {
    const current = authStore.get();
    // Never a session without its user: that reads as logged out (looksLikeSession).
    if (!current || typeof user !== 'object' || user === null) return;
    // A company's answer to a staff person's call may not name the person: they stay who they are.
    const staff = user.staff ?? (current.user.id === user.id ? current.user.staff : undefined);
    const raw = JSON.stringify({ ...current, user: staff ? { ...user, staff } : user });
    // The same user again (the refresh at every start, mostly): no change, so no re-render of every screen.
    if (raw === window.localStorage.getItem(storageKey)) return;
    window.localStorage.setItem(storageKey, raw);
    notify();
  },
  clear(reason: SignOutReason = 'logout') {
    const hadSession = authStore.get() !== null;
    window.localStorage.removeItem(storageKey);
    if (hadSession) signOutReason = reason;
    notify();
  },
  signOutReason(): SignOutReason | null {
    return signOutReason;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logging in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) notify();
  });
}
