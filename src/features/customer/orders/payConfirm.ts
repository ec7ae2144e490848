import { useRef, useState } from 'react';
import type { CustomerQuotation } from '../../../../contract/api/customer';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';

/** What the provider's browser SDK answered: the id it approved, or why not (already worded for the customer). */
export type Approval = { externalId: string } | { error: string };

export interface PayConfirm {
  /** A payment runs: the pay button is disabled. */
  running: boolean;
  error: string | null;
  /** Confirmed but the provider has not reported the money yet (e.g. Stripe 'processing'). */
  processing: boolean;
  /** Asks the provider for the approval, then tells the server (…/pay/confirm). A call while one runs does nothing. */
  pay: (approve: () => Promise<Approval>) => Promise<void>;
}

/**
 * Exactly once on the client: one payment at a time (a ref, so two taps in the same tick are one), the
 * button disabled meanwhile. The server is the real guard: a second confirm of a paid quotation answers it as it is.
 */
export function usePayConfirm(quotationId: number, onPaid: (paid: CustomerQuotation) => void): PayConfirm {
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const pay = async (approve: () => Promise<Approval>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    setError(null);
    try {
      const approval = await approve();
      if ('error' in approval) throw new Error(approval.error);
      const answer = await api.post('customerQuotationPayConfirm', {
        params: { id: quotationId },
        body: { external_id: approval.externalId },
      });
      if (answer.status === 'payment-pending') setProcessing(true);
      onPaid(answer);
    } catch (failure) {
      setError(errorMessage(failure) || m.order.payUnexpected);
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };
  return { running, error, processing, pay };
}
