import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errors } from '../../../i18n/it/errors';
import { paths } from '../paths';
import { refreshStoredUser } from '.';
import { authStore } from './storage';
import { onSubscriptionRequired } from './subscriptionSignal';

/** Where such a dealer can put it right: /register without a subscription, else the subscription payment. */
export function subscriptionFixPath(): string | null {
  const subscription = authStore.user()?.current_subscription;
  if (subscription === undefined) return null;
  if (subscription === null) return paths.register;
  // /subscription-payment sends active and pending back to the dashboard (SPEC §2): stay, the message says why.
  return subscription.status === 'active' || subscription.status === 'pending' ? null : paths.subscriptionPayment;
}

/**
 * When the API answers that the dealer must register or subscribe (the guard normally gets there first; this covers
 * a subscription that ended while the app was open): shows the message and, with the user refreshed, opens the page
 * that fixes it.
 */
export function useSubscriptionRequiredRedirect(): void {
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(() => {
    const onRefused = () => {
      notify(errors.subscriptionRequired, { type: 'warning' });
      refreshStoredUser()
        .catch(() => undefined)
        .then(() => {
          const target = subscriptionFixPath();
          if (target && window.location.pathname !== target) navigate(target);
        });
    };
    return onSubscriptionRequired(onRefused);
  }, [navigate, notify]);
}
