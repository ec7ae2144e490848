import { PaymentErrorDialog } from './PaymentErrorDialog';
import { PaymentInProgressDialog } from './PaymentInProgressDialog';
import type { PaymentFlow } from './usePaymentFlow';

/** The two payment modals of a flow: in progress, then the error with its back button. */
export function PaymentDialogs({ flow }: { flow: PaymentFlow }) {
  const { state } = flow;
  return (
    <>
      <PaymentInProgressDialog open={state.status === 'inProgress'} />
      <PaymentErrorDialog message={state.status === 'error' ? state.message : null} onBack={flow.dismiss} />
    </>
  );
}
