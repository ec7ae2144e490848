import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshStoredUser } from '.';
import { authStore } from './storage';
import { useSubscriptionRequiredRedirect } from './subscriptionRequired';

/**
 * Keeps the session honest: refreshes the stored user from GET /api/user when the app starts (the subscription
 * may have changed since the last visit), and drops every cached answer once the session ends (401 or logout).
 */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useSubscriptionRequiredRedirect();

  useEffect(() => {
    const controller = new AbortController();
    // A 401 is handled by the http client (session cleared); other failures keep the stored user.
    refreshStoredUser(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  useEffect(() => {
    let hadSession = authStore.get() !== null;
    return authStore.subscribe(() => {
      const hasSession = authStore.get() !== null;
      if (hadSession && !hasSession) setTimeout(() => queryClient.clear(), 0);
      hadSession = hasSession;
    });
  }, [queryClient]);
}
