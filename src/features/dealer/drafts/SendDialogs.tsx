import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useT } from '../../../ui/translate';
import { teamText } from './teamCopy';

/** "Saving in progress" while the quotation is being sent: it cannot be dismissed. */
export function SavingDialog({ open }: { open: boolean }) {
  const titleId = useId();
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-busy="true" disableEscapeKeyDown>
      <DialogTitle id={titleId}>{teamText.saving.title}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={28} aria-hidden />
          <DialogContentText>{teamText.saving.text}</DialogContentText>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

/** SPEC §8: an alert titled 'Oops...' with the server's message, or 'Errore in invio preventivo'. */
export function SendErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{teamText.sendError.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The quotation-sent modal (the draft is already gone when it shows). */
export function SentDialog({
  open,
  onClose,
  onGoToSent,
}: {
  open: boolean;
  onClose: () => void;
  onGoToSent: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{teamText.sent.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{teamText.sent.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onGoToSent}>{teamText.sent.toSent}</Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
