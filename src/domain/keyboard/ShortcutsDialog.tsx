import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../ui/translate';
import { ShortcutsTable } from './ShortcutsTable';

/** "Scorciatoie da tastiera": every shortcut, opened by ? or its button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('app.quoting.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <ShortcutsTable />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('app.common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
