import { useSyncExternalStore } from 'react';
import type { User } from '../../../contract';
import { authStore } from './storage';

/** The logged-in user, re-rendering on login, logout, refresh and a 401 anywhere. */
export function useStoredUser(): User | null {
  return useSyncExternalStore(authStore.subscribe, authStore.user);
}
