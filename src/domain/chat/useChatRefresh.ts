import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PING_QUERY_KEY } from '../inbox';
import { resourceKey } from '../../platform/resourceKey';

/**
 * What the rest of the app refreshes when the chat changes something: after a read confirmation the unread
 * dots (ping, the conversations list); after a new message the requests (comment count, paused timer).
 */
export function useChatRefresh() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      onRead: () => {
        void queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: resourceKey('conversations') });
      },
      onNewMessage: () => {
        void queryClient.invalidateQueries({ queryKey: resourceKey('submissions') });
        void queryClient.invalidateQueries({ queryKey: resourceKey('conversations') });
      },
    }),
    [queryClient],
  );
}
