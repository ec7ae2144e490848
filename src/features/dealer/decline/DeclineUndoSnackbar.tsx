import { Button, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../ui/translate';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { useSelectedSubmission } from '../../../domain/useSelectedSubmission';
import { DECLINE_UNDO_MS, declineStore, useJustDeclined } from './declineStore';
import { useDecline } from './useDecline';

/**
 * "Richiesta tolta dai tuoi elenchi — Annulla": the undo of the last decline, which brings the request back and opens
 * it again. It takes keyboard focus, so a keyboard user can reach it before it goes, and waits while focused.
 * MUI's Snackbar: loaded by DeclineUndo on the first decline, never with the request list.
 */
export default function DeclineUndoSnackbar() {
  const t = useT();
  const notify = useNotify();
  const declined = useJustDeclined();
  const { undo } = useDecline();
  const { searchFor } = useSelectedSubmission();
  const navigate = useNavigate();
  const [hold, setHold] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (declined !== null) button.current?.focus();
  }, [declined]);

  const onUndo = async (id: number) => {
    try {
      await undo(id);
      navigate({ search: searchFor(id) });
      notify(t('app.quoting.decline.undone'), { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Snackbar
      open={declined !== null}
      autoHideDuration={hold ? null : DECLINE_UNDO_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && declineStore.clear()}
      message={t('app.quoting.decline.done')}
      action={
        declined !== null && (
          <Button
            ref={button}
            color="inherit"
            size="small"
            onFocus={() => setHold(true)}
            onBlur={() => setHold(false)}
            onClick={() => void onUndo(declined)}
          >
            {t('app.quoting.decline.undo')}
          </Button>
        )
      }
    />
  );
}
