import { useQuery } from '@tanstack/react-query';
import { PAYMENT_METHOD_HIDDEN_ID } from '../../../../contract';
import { api } from '../../../platform/api/dealer';

/** The client payment methods a dealer may offer (GET /api/method/list), without the hidden internal one. */
export function usePaymentMethods() {
  return useQuery({
    queryKey: ['lookup', 'methods'],
    queryFn: ({ signal }) => api.get('methodList', { signal }),
    select: (methods) => methods.filter((method) => method.id !== PAYMENT_METHOD_HIDDEN_ID),
    staleTime: Infinity,
  });
}
