import { useQuery } from '@tanstack/react-query';
import { DEALER_CLIENT_KEY, PING_INTERVAL_MS } from '../../../contract/constants';
import { useStoredUser } from '../../authProvider/useStoredUser';
import { api } from '../../dataProvider/api';

export const PING_QUERY_KEY = ['ping'] as const;

/**
 * The one shared ping query (counters, unread flags, branding): polled every 10 s while logged in,
 * fetched as soon as a user logs in. A 401 ends the session through the http client.
 */
export function usePing() {
  const user = useStoredUser();
  return useQuery({
    queryKey: PING_QUERY_KEY,
    queryFn: ({ signal }) => api.get('ping', { query: { security: DEALER_CLIENT_KEY }, signal }),
    enabled: user !== null,
    refetchInterval: PING_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}
