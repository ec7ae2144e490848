/**
 * Set by the payment flow the moment a payment succeeded and the page navigates on. The route change to a
 * lazy thank-you page runs in a transition: until it commits, the paying page still renders under the guard with the
 * old location, and the freshly refreshed user (subscription now pending) made the guard's "/subscription-payment
 * with an active or pending subscription → /dashboard" rule fire, sending the dealer away from /thank-you/subscription.
 * The guard skips that rule while this is set; it clears once the guard renders another path.
 */
let leaving = false;

export function markLeavingAfterPayment(): void {
  leaving = true;
}

export function leavingAfterPayment(): boolean {
  return leaving;
}

export function clearLeavingAfterPayment(): void {
  leaving = false;
}
