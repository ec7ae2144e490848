import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEALER_CLIENT_KEY, PING_INTERVAL_MS } from '../../../contract/constants';
import type { PingData } from '../../../contract';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { api } from '../../platform/api/dealer';
import { useInboxSnapshot } from './useInbox';

export const PING_QUERY_KEY = ['ping'] as const;

/** Before any ping answered: no remote logo (the bundled one shows), no payment keys. */
const NO_PING: PingData = {
  logo: { horizontal: { light: '' }, vertical: { color: '' } },
  messages_to_read: 0,
  notifications_to_read: 0,
  dealer_pending_submissions_count: 0,
  dealer_outlet_submissions_count: 0,
  dealer_sended_quotations_count: 0,
  dealer_accepted_quotations_count: 0,
  dealer_cancelled_quotations_count: 0,
  dealer_expired_submissions_count: 0,
  paypal_client_id: null,
  paypal_dealer_plan: null,
  stripe_public_key: null,
};

/**
 * The one shared ping query (counters, unread flags, branding): polled every 10 s while logged in,
 * fetched as soon as a user logs in. A 401 ends the session through the http client.
 * The app socket's counters (src/realtime) replace the ping's when they are newer, so the screens follow a
 * change at once; with the socket down the ping keeps everything right.
 */
export function usePing() {
  const user = useStoredUser();
  const query = useQuery({
    queryKey: PING_QUERY_KEY,
    queryFn: ({ signal }) => api.get('ping', { query: { security: DEALER_CLIENT_KEY }, signal }),
    enabled: user !== null,
    refetchInterval: PING_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
  const { counters: live } = useInboxSnapshot();
  const { data: polled, dataUpdatedAt } = query;
  const data = useMemo(() => {
    if (!live || (polled && dataUpdatedAt > live.at)) return polled;
    return { ...(polled ?? NO_PING), ...live.value };
  }, [live, polled, dataUpdatedAt]);
  return { ...query, data };
}
