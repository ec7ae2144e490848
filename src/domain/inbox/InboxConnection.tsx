import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PRESENCE_TTL_MS } from '../../../contract/constants';
import type { SubmissionNewEvent } from '../../../contract/realtime';
import { afterPageLoad } from '../../platform/afterPageLoad';
import { authStore } from '../../platform/auth/storage';
import { useRefetchRoots } from '../../platform/refetch';
import { useT, type Translator } from '../../ui/translate';
import { playChime, readAlertPrefs, showBrowserNotification } from './alerts';
import { inboxStore } from './inboxStore';
import { draftTaken, startInboxSocket } from './inboxSocket';
import { useInboxSnapshot } from './useInbox';
import { useTitleCount } from './useTitleCount';

function alertBody(t: Translator, event: SubmissionNewEvent): string {
  const { vehicle, submission_rows: rows } = event.submission;
  const name = [vehicle.manufacturer_name, vehicle.model].filter(Boolean).join(' ') || vehicle.plate || '';
  return t('app.inbox.alert.body', { vehicle: name, smart_count: rows.length });
}

/**
 * The tab's one app socket while a dealer is logged in (mounted once, by the Layout): counters into the shell
 * (usePing prefers them), new requests to the open lists' banner and the title, quotation and notification changes
 * refetch what shows them. Closed on logout (the user changes) and when the tab closes.
 */
export function InboxConnection({ dealerId }: { dealerId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { waiting } = useInboxSnapshot();
  // React-query keys whose first part names one of these (the features' `refetch`): refetched when the socket says
  // they changed. The app derives them once from its registry: they never change while the socket is open.
  const quotationKeys = useRefetchRoots('quotationsChanged');
  const notificationKeys = useRefetchRoots('notificationsChanged');
  useTitleCount(waiting.length, t);
  // The translator may change identity (catalog loading): that must not reopen the socket nor drop what it brought.
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  useEffect(() => {
    const refetch = (keys: ReadonlySet<string>) =>
      void queryClient.invalidateQueries({ predicate: (query) => keys.has(String(query.queryKey[0])) });
    const handlers: Parameters<typeof startInboxSocket>[1] = {
      counters: (counters) => inboxStore.setCounters(counters),
      submissionNew: ({ counters, ...event }) => {
        if (counters) inboxStore.setCounters(counters);
        inboxStore.addWaiting(event);
        const prefs = readAlertPrefs(dealerId);
        const translate = tRef.current;
        if (prefs.notify)
          showBrowserNotification(
            translate('app.inbox.alert.title'),
            alertBody(translate, event),
            `submission-${event.submission.id}`,
          );
        if (prefs.sound) playChime();
      },
      quotationUpdated: () => refetch(quotationKeys),
      notificationNew: () => refetch(notificationKeys),
      draftEditing: (event) => {
        // The person's own other tabs are not colleagues.
        if (event.person.id !== authStore.user()?.staff?.id) inboxStore.setEditing(event, PRESENCE_TTL_MS);
      },
      draftTaken,
    };
    let stop = () => {};
    // Once the page has loaded: the socket's code is not part of a phone's first screen; ping's counters
    // come meanwhile (usePing).
    const cancel = afterPageLoad(() => {
      stop = startInboxSocket(() => authStore.token(), handlers);
    });
    return () => {
      cancel();
      stop();
      inboxStore.reset();
    };
  }, [dealerId, queryClient, quotationKeys, notificationKeys]);
  return null;
}
