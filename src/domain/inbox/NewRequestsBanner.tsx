import '../../ui/components/components.css';
import { useEffect } from 'react';
import type { SubmissionNewEvent } from '../../../contract/realtime';
import { Notice } from '../../ui/components/Notice';
import { useT } from '../../ui/translate';
import { inboxStore } from './inboxStore';
import { useWaitingRequests } from './useInbox';

/**
 * "N nuove richieste — Mostra" above an open list: requests pushed while it was open wait here instead
 * of moving the cards under the dealer's pointer; Mostra inserts them (the list refetches) and clears the count.
 * Whenever the list's data is (re)loaded, what arrived before is in it: cleared. Plain (Notice, the look of MUI's info
 * Alert): the request list draws it before MUI loads.
 */
export function NewRequestsBanner({
  filter,
  loadedAt,
  onShow,
}: {
  filter: SubmissionNewEvent['filter'];
  loadedAt: number;
  onShow: () => void;
}) {
  const t = useT();
  const waiting = useWaitingRequests(filter);
  // What arrived before the list's data was read is in it already.
  useEffect(() => inboxStore.clearWaiting(filter, loadedAt), [filter, loadedAt]);
  if (waiting.length === 0) return null;
  return (
    <Notice
      severity="info"
      className="rh-c-alert--center rh-c-alert--spaced"
      action={
        <button
          type="button"
          className="rh-c-btn rh-c-btn--inherit"
          onClick={() => {
            inboxStore.clearWaiting(filter);
            onShow();
          }}
        >
          {t('app.inbox.banner.show')}
        </button>
      }
    >
      {t('app.inbox.banner.text', { smart_count: waiting.length })}
    </Notice>
  );
}
