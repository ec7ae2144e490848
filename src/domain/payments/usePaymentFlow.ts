import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { markLeavingAfterPayment } from '../../platform/auth/paymentExit';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { api } from '../../platform/api/dealer';
import { useT } from '../../ui/translate';
import { paymentFailureMessage } from './paymentErrors';
import { refreshAfterPayment } from './paymentQueries';
import type { PaymentOutcome } from './paymentTypes';

export type PaymentFlowState = { status: 'idle' } | { status: 'inProgress' } | { status: 'error'; message: string };

export interface PaymentFlow {
  state: PaymentFlowState;
  /**
   * Runs a provider's confirmation with the in-progress dialog open; on success records it on the server
   * (payment/update { order_id, status: 'pending', external_id }), refreshes user and counters and calls onPaid.
   */
  confirm: (orderId: number | null, step: () => Promise<PaymentOutcome>) => Promise<void>;
  /** Shows the error dialog with this text. */
  fail: (message: string) => void;
  /** The error dialog's back button. */
  dismiss: () => void;
}

/** The one payment sequence every paying screen shares (SPEC §4 "Subscription payment", §8 payment modal). */
export function usePaymentFlow(onPaid: () => void): PaymentFlow {
  const t = useT();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentFlowState>({ status: 'idle' });
  // A double click (or a provider calling back twice) must not pay or record twice.
  const running = useRef(false);

  const confirm = useCallback<PaymentFlow['confirm']>(
    async (orderId, step) => {
      if (running.current || !user) return;
      running.current = true;
      setState({ status: 'inProgress' });
      try {
        const outcome = await step();
        if ('error' in outcome) {
          setState(outcome.error ? { status: 'error', message: outcome.error } : { status: 'idle' });
          return;
        }
        await api.post('paymentUpdate', {
          params: { dealerId: user.id },
          body: { order_id: orderId, status: 'pending', external_id: outcome.externalId },
        });
        setState({ status: 'idle' });
        markLeavingAfterPayment();
        onPaid();
        refreshAfterPayment(queryClient);
      } catch (error) {
        setState({ status: 'error', message: paymentFailureMessage(error, t) });
      } finally {
        running.current = false;
      }
    },
    [user, onPaid, queryClient, t],
  );

  const fail = useCallback((message: string) => setState({ status: 'error', message }), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, confirm, fail, dismiss };
}
