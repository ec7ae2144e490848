import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../dataProvider/api';
import { PING_QUERY_KEY } from '../ping/usePing';

/**
 * The notifications as they were when the screen opened, then all marked read (SPEC §2): the list keeps
 * showing which ones were new during this visit, while ping's counter (the header dot) drops to 0.
 */
export function useNotifications(userId: number) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['notifications', 'screen', userId],
    queryFn: ({ signal }) => api.get('notificationList', { params: { id: userId }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });
  const marked = useRef(false);
  const loaded = list.isSuccess;
  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    api
      .get('notificationRead', { params: { id: userId } })
      .then(() => queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY }))
      .catch((error: unknown) => console.error('notifications: mark read failed', error));
  }, [loaded, userId, queryClient]);
  return list;
}
