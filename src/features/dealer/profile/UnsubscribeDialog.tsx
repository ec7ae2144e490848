import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { useId } from 'react';
import { CANCEL_EMAIL } from '../../../platform/config';
import { useT } from '../../../ui/translate';

/** SPEC §2: the unsubscribe modal only tells the dealer to cancel by email to the fixed address. */
export function UnsubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('app.profile.unsubscribe.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('app.profile.unsubscribe.text', { email: CANCEL_EMAIL })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button component={Link} href={`mailto:${CANCEL_EMAIL}`} underline="none">
          {t('app.profile.unsubscribe.writeEmail', { email: CANCEL_EMAIL })}
        </Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('app.profile.unsubscribe.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
