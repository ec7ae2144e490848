import { loadStripe, type Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * One Stripe.js per key for the whole visit (the dealer's payments and the customer's); null when the script cannot
 * load (offline, blocked), and the next call tries again. Only the screens that pay import it.
 */
export function stripeFor(publicKey: string, onError?: (error: unknown) => void): Promise<Stripe | null> {
  let promise = loaded.get(publicKey);
  if (!promise) {
    promise = loadStripe(publicKey, { locale: 'it' }).catch((error: unknown) => {
      onError?.(error);
      loaded.delete(publicKey);
      return null;
    });
    loaded.set(publicKey, promise);
  }
  return promise;
}
