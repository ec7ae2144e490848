import type { QueryClient } from '@tanstack/react-query';
import { refreshStoredUser } from '../../platform/auth';
import { PING_QUERY_KEY } from '../inbox';
import { logPaymentError } from './paymentErrors';

/** GET /api/user as a query (the wallet's credits); the answer also refreshes the stored user. */
export const USER_QUERY_KEY = ['user'] as const;
/** GET fee-amount (the pay-fee screen). */
export const FEE_AMOUNT_QUERY_KEY = ['fee-amount'] as const;

/**
 * After a payment: credits, fees, counters and the subscription changed on the server. Refetch what shows them
 * and bring the stored user (which the route guard reads) up to date. Not awaited: the caller has navigated on.
 */
export function refreshAfterPayment(queryClient: QueryClient) {
  for (const queryKey of [PING_QUERY_KEY, USER_QUERY_KEY, FEE_AMOUNT_QUERY_KEY])
    void queryClient.invalidateQueries({ queryKey });
  refreshStoredUser().catch((error: unknown) => logPaymentError('aggiornamento utente', error));
}
