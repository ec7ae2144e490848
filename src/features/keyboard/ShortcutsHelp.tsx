import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../ui/translate';
import { ShortcutsDialog } from './ShortcutsDialog';
import { useShortcuts } from './useShortcuts';

/** The "Scorciatoie da tastiera" button, and ? anywhere on the screen: both open the dialog. Once per screen. */
export function ShortcutsHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  useShortcuts([{ key: '?', run: () => setOpen(true) }]);
  return (
    <>
      <Button size="small" startIcon={<KeyboardIcon aria-hidden />} onClick={() => setOpen(true)} aria-keyshortcuts="?">
        {t('app.quoting.shortcuts.show')}
      </Button>
      <ShortcutsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** The help button on its own line, at the right. */
export function ShortcutsHelpBar() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <ShortcutsHelp />
    </Box>
  );
}
