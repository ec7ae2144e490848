type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Called by the http client when the API refuses a dealer route because the dealer is not registered or its
 * subscription does not work; useSubscriptionRequiredRedirect listens. Kept apart from the
 * hook so the http client imports nothing that imports it back.
 */
export function signalSubscriptionRequired(): void {
  for (const listener of listeners) listener();
}

export function onSubscriptionRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
