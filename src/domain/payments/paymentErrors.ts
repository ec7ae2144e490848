import type { Translator } from '../../ui/translate';
import type { ProviderError } from './paymentTypes';

/** SPEC §8: Stripe card and validation errors are the payment error; any other type is "unexpected". */
export function stripeErrorMessage(error: ProviderError, t: Translator): string {
  if ((error.type === 'card_error' || error.type === 'validation_error') && error.message) return error.message;
  return t('app.payments.dialogs.unexpectedProvider');
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = Number((error as { status: unknown }).status);
  return Number.isFinite(status) ? status : undefined;
}

/**
 * A failure while paying: the server's Italian message when it refused the request (4xx: card declined, shipping
 * country not IT...), otherwise (network, 5xx, a thrown SDK error) the SPEC §8 'Errore inaspettato!'.
 */
export function paymentFailureMessage(error: unknown, t: Translator): string {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500 && error instanceof Error && error.message)
    return error.message;
  return t('app.payments.dialogs.unexpected');
}

/** SPEC §8: provider, credit purchase, coupon and fee errors are logged, not displayed. */
export function logPaymentError(context: string, error: unknown) {
  console.error(`[pagamenti] ${context}`, error);
}
