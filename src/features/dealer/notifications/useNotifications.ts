import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import type { Notification } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { PING_QUERY_KEY } from '../../../domain/inbox';

/**
 * The notifications of the list in context (NotificationsPage's ListBase) as they were when the screen opened,
 * then all marked read once they have loaded (SPEC §2): the list keeps showing which ones were new during this
 * visit (its query never goes stale), while ping's counter (the header dot) drops to 0.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const userId = useStoredUser()?.id ?? 0;
  const list = useListContext<Notification>();
  const marked = useRef(false);
  const loaded = !list.isPending && !list.error;
  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    api
      .get('notificationRead', { params: { userId } })
      .then(() => queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY }))
      .catch((error: unknown) => console.error('notifications: mark read failed', error));
  }, [loaded, userId, queryClient]);
  return list;
}
