import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState } from 'react';

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

/** Stripe.js for a payment form: its promise (for <Elements>) and whether it could not load (say so instead of a form). */
export function useStripeLoader(publicKey: string, onError?: (error: unknown) => void) {
  // onError is read once per key: a new function each render must not reload Stripe.js.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stripePromise = useMemo(() => stripeFor(publicKey, onError), [publicKey]);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripePromise.then((stripe) => live && setUnavailable(stripe === null));
    return () => {
      live = false;
    };
  }, [stripePromise]);
  return { stripePromise, unavailable };
}
