import { useQuery } from '@tanstack/react-query';
import { mayWorkIn } from '../../../../contract/staff';
import { staffRoleOf } from '../../../platform/auth/staffRole';
import { subscriptionFixPath } from '../../../platform/auth/subscriptionRequired';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';

/**
 * The company's returns by what they wait for (GET /dealer/:dealerId/returns/summary): the tabs' counts and the nav's dot.
 * Asked only for a subscribed dealer whose person works in the area 'returns'; the live inbox refetches it with the
 * notifications (the manifest's `refetch`).
 */
export function useReturnSummary() {
  const user = useStoredUser();
  const allowed =
    user !== null &&
    user.role === 'dealer' &&
    // Only where the API answers (no 403 "subscription required" toast on /register or the payment page).
    subscriptionFixPath() === null &&
    mayWorkIn(staffRoleOf(user), 'returns');
  return useQuery({
    queryKey: ['dealerReturnSummary', user?.id],
    queryFn: ({ signal }) => api.get('dealerReturnSummary', { params: { dealerId: user?.id ?? 0 }, signal }),
    enabled: allowed,
    staleTime: 30_000,
  });
}

/** The nav entry's dot: returns awaiting the dealer's answer. */
export const useReturnsAwaiting = () => (useReturnSummary().data?.awaiting_answer ?? 0) > 0;
