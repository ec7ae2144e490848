import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';

/** The signed-in dealer company's id: the API's :id for its owner and its people alike. */
export function useDealerId(): number {
  return useStoredUser()?.id ?? 0;
}

export const accountKey = (dealerId: number) => ['payoutAccount', dealerId] as const;
export const balancesKey = (dealerId: number) => ['settlementBalances', dealerId] as const;

/** GET /dealer/:dealerId/payout-account: the payout account, state 'none' before "Attiva incassi". */
export function usePayoutAccount() {
  const dealerId = useDealerId();
  return useQuery({
    queryKey: accountKey(dealerId),
    queryFn: ({ signal }) => api.get('payoutAccount', { params: { dealerId }, signal }),
    enabled: dealerId > 0,
  });
}

/** GET /dealer/:dealerId/settlement/balances: In attesa, Disponibile, In versamento, Versato, the next payout. */
export function useBalances() {
  const dealerId = useDealerId();
  return useQuery({
    queryKey: balancesKey(dealerId),
    queryFn: ({ signal }) => api.get('settlementBalances', { params: { dealerId }, signal }),
    enabled: dealerId > 0,
  });
}

/** After a payout or an account change: the balances, the account and both lists (react-admin's keys). */
export function useRefreshSettlement() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [['settlementBalances'], ['payoutAccount'], ['sales'], ['payouts']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient],
  );
}
