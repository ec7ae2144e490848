import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../contract';
import { authStore } from '../../authProvider/storage';
import { useStoredUser } from '../../authProvider/useStoredUser';
import { api } from '../../dataProvider/api';
import { USER_QUERY_KEY } from './paymentQueries';

/** The dealer as GET /api/user answers now (credits change after payments); the stored user until it answers. */
export function useFreshUser(): { user: User | null; isFetching: boolean } {
  const stored = useStoredUser();
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const user = await api.get('me', { signal });
      authStore.updateUser(user);
      return user;
    },
    enabled: stored !== null,
  });
  return { user: query.data ?? stored, isFetching: query.isFetching };
}
