import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { api } from '../../platform/api/dealer';
import { PageLoading } from '../../ui/layout/PageLoading';
import { useT } from '../../ui/translate';
import { LoadFailure } from './LoadFailure';
import { PaymentDialogs } from './PaymentDialogs';
import { PaymentProviderArea } from './PaymentProviderArea';
import { useProviderReturn } from './providerReturn';
import { usePaymentFlow } from './usePaymentFlow';

export interface CardUpdateFormProps {
  /** Called once the new card is recorded (payment/update answered). */
  onSaved?: () => void;
}

/**
 * The profile's card update (SPEC §2 Profile, §7): payment/setup?purpose=card → Stripe confirmSetup (back to
 * /profile after a redirect) or the demo form → payment/update { order_id: null, status: 'pending', external_id }.
 * Renders nothing when the provider has no card to update (PayPal: client_secret null).
 */
export function CardUpdateForm({ onSaved }: CardUpdateFormProps) {
  const t = useT();
  const user = useStoredUser();
  const [saved, setSaved] = useState(false);
  const setup = useQuery({
    queryKey: ['payment-setup', 'card', user?.id],
    queryFn: () => api.post('paymentSetup', { params: { dealerId: user?.id ?? 0 }, query: { purpose: 'card' } }),
    enabled: user !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const flow = usePaymentFlow(
    useCallback(() => {
      setSaved(true);
      onSaved?.();
    }, [onSaved]),
  );
  useProviderReturn(flow);

  if (setup.isPending) return <PageLoading />;
  if (setup.error) return <LoadFailure error={setup.error} onRetry={() => setup.refetch()} />;
  const session = setup.data;
  if (!session.client_secret || session.provider === 'paypal') return null;
  return (
    <Stack spacing={2}>
      {saved && (
        <Alert severity="success" role="status">
          {t('app.payments.card.saved')}
        </Alert>
      )}
      <PaymentProviderArea session={session} kind="card" flow={flow} submitLabel={t('app.payments.card.save')} />
      <PaymentDialogs flow={flow} />
    </Stack>
  );
}

export default CardUpdateForm;
