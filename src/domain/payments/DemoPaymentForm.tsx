import { api } from '../../platform/api/dealer';
import { serverFieldErrors } from '../../ui/forms/fieldIssues';
import { useT } from '../../ui/translate';
import { DemoCardForm, type DemoCard } from './DemoCardForm';
import type { PaymentOutcome } from './paymentTypes';
import type { PaymentFlow } from './usePaymentFlow';

export { formatExpiry } from './DemoCardForm';

const FIELDS = ['holder', 'card_number', 'expiry', 'cvc', 'shipping_country'];

export interface DemoPaymentFormProps {
  clientSecret: string;
  orderId: number | null;
  flow: PaymentFlow;
  submitLabel: string;
}

/**
 * The dealer's payments with the demo provider (no real money): the one demo card form (DemoCardForm, the customers'
 * too) with the shipping country, POST /payment/demo/checkout, then the shared flow. Field errors of a 422 show under
 * the fields; a declined card opens the error dialog with the server's message.
 */
export function DemoPaymentForm({ clientSecret, orderId, flow, submitLabel }: DemoPaymentFormProps) {
  const t = useT();
  const pay = async (card: DemoCard) => {
    let fields: Record<string, string> = {};
    await flow.confirm(orderId, async (): Promise<PaymentOutcome> => {
      try {
        const reply = await api.post('demoCheckout', { body: { client_secret: clientSecret, ...card } });
        if (reply.status === 'failed') return { error: reply.message ?? t('app.payments.dialogs.unexpectedProvider') };
        return { externalId: reply.external_id };
      } catch (error) {
        fields = Object.fromEntries(
          Object.entries(serverFieldErrors(error)).filter(([field]) => FIELDS.includes(field)),
        );
        if (Object.keys(fields).length > 0) return { error: null };
        throw error;
      }
    });
    return fields;
  };
  return <DemoCardForm onPay={pay} submitLabel={submitLabel} busy={flow.state.status === 'inProgress'} withCountry />;
}
