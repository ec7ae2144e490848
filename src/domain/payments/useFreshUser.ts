import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../contract';
import { authStore } from '../../platform/auth/storage';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { api } from '../../platform/api/auth';
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
