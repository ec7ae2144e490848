import type { PaymentSetupResponse } from '../../../contract';

/** What is being paid: the subscription, credits (wallet order), due fees, or only a new card (profile). */
export type PaymentKind = 'subscription' | 'wallet' | 'fee' | 'card';

/** A payment the server prepared (payment/setup, credits/buy, fee/pay): provider, secret and order. */
export type PaymentSession = PaymentSetupResponse;

/**
 * How a provider's confirmation ended: the provider's id for payment/update, or an error to show in the
 * error dialog (null: the problem is already shown in place, e.g. the demo form's field errors).
 */
export type PaymentOutcome = { externalId: string } | { error: string | null };

/** Any error a provider SDK reports ({ type, message } for Stripe). */
export interface ProviderError {
  type?: string;
  message?: string;
}
