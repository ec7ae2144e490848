import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import type { CustomerCounters } from '../../../contract/api/customer-counters';
import { PING_INTERVAL_MS } from '../../../contract/constants';
import { api } from '../../platform/api/customer';
import { afterPageLoad } from '../../platform/afterPageLoad';

const NO_COUNTERS: CustomerCounters = {
  notifications_to_read: 0,
  messages_to_read: 0,
  open_requests: 0,
  offers_on_open_requests: 0,
  to_pay: 0,
};
const CountersContext = createContext<CustomerCounters>(NO_COUNTERS);

/** The customer's counters (notifications, messages, offers, to pay), live. */
export const useCustomerCounters = () => useContext(CountersContext);

const same = (a: CustomerCounters, b: CustomerCounters) =>
  (Object.keys(a) as (keyof CustomerCounters)[]).every((key) => a[key] === b[key]);

/**
 * The customer's live inbox: the app socket on /inbox, once the page has loaded (the server pushes `customer:counters` and
 * `notification:new`: a new offer, a shipment with its tracking, a message), and GET /customer/ping every
 * PING_INTERVAL_MS while the socket is down. Any change refetches the screens' queries, so the list's offer counts,
 * the comparison and the order's status follow without a reload.
 */
export function CustomerInbox({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [counters, setCounters] = useState<CustomerCounters>(NO_COUNTERS);
  const last = useRef<CustomerCounters | null>(null);
  const [connected, setConnected] = useState(false);

  const update = useCallback(
    (next: CustomerCounters) => {
      if (last.current && same(last.current, next)) return;
      const first = last.current === null;
      last.current = next;
      setCounters(next);
      // Something moved (an offer, a payment, a shipment, a message): the screens read again.
      if (!first) void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  useEffect(() => {
    let stop: (() => void) | null = null;
    let stopped = false;
    const cancel = afterPageLoad(() => {
      void import('./inboxSocket').then(({ startCustomerInbox }) => {
        if (stopped) return;
        stop = startCustomerInbox({
          counters: update,
          notification: () => void queryClient.invalidateQueries(),
          status: setConnected,
        });
      });
    });
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [queryClient, update]);

  // The fallback: poll while the socket is down (and once at start, so the counters show at once).
  useEffect(() => {
    if (connected && last.current) return;
    let active = true;
    const poll = () =>
      api.get('customerPing').then(
        (next) => active && update(next),
        () => undefined,
      );
    void poll();
    const timer = setInterval(poll, PING_INTERVAL_MS);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [connected, update]);

  return <CountersContext.Provider value={counters}>{children}</CountersContext.Provider>;
}
