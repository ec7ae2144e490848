import { useEffect } from 'react';
import type { SubmissionNewEvent } from '../../../contract/realtime';
import { Alert } from '../../ui/primitives/Alert';
import { Button } from '../../ui/primitives/Button';
import styles from './NewRequestsBanner.module.css';
import { useT } from '../../ui/translate';
import { inboxStore } from './inboxStore';
import { useWaitingRequests } from './useInbox';

/**
 * "N nuove richieste — Mostra" above an open list: requests pushed while it was open wait here instead
 * of moving the cards under the dealer's pointer; Mostra inserts them (the list refetches) and clears the count.
 * Whenever the list's data is (re)loaded, what arrived before is in it: cleared. Plain (the src/ui Alert, the look of MUI's info
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
    <Alert
      severity="info"
      center
      className={styles.banner}
      action={
        <Button
          size="small"
          color="inherit"
          onClick={() => {
            inboxStore.clearWaiting(filter);
            onShow();
          }}
        >
          {t('app.inbox.banner.show')}
        </Button>
      }
    >
      {t('app.inbox.banner.text', { smart_count: waiting.length })}
    </Alert>
  );
}
