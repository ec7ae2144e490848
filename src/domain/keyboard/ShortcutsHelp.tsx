import { useState } from 'react';
import { KeyboardOutlinedIcon } from '../../ui/icons';
import { Button } from '../../ui/primitives/Button';
import { lazyBehindBoundary } from '../../ui/MuiBoundary';
import { useT } from '../../ui/translate';
import { useShortcuts } from './useShortcuts';
import styles from './Keyboard.module.css';

// The dialog is MUI's: its code loads the first time it is asked for (the request list draws this button).
const ShortcutsDialog = lazyBehindBoundary<{ open: boolean; onClose: () => void }>(() =>
  import('./ShortcutsDialog').then((module) => ({ default: module.ShortcutsDialog })),
);

/**
 * The "Scorciatoie da tastiera" button, and ? anywhere on the screen: both open the dialog. Once per screen. A plain
 * button; the dialog stays mounted once asked for, so closing it animates and gives the focus back to the button.
 */
export function ShortcutsHelp() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const show = () => {
    setAsked(true);
    setOpen(true);
  };
  useShortcuts([{ key: '?', run: show }]);
  return (
    <>
      <Button size="small" startIcon={<KeyboardOutlinedIcon />} aria-keyshortcuts="?" onClick={show}>
        {t('app.quoting.shortcuts.show')}
      </Button>
      {asked && <ShortcutsDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The help button on its own line, at the right. */
export function ShortcutsHelpBar() {
  return (
    <div className={styles.bar}>
      <ShortcutsHelp />
    </div>
  );
}
