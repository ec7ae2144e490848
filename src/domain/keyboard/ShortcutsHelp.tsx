import './keyboard.css';
import '../../ui/components/components.css';
import { useState } from 'react';
import { KeyboardOutlinedIcon } from '../../ui/components/icons';
import { muiLazy } from '../../ui/muiLazy';
import { useT } from '../../ui/translate';
import { useShortcuts } from './useShortcuts';

// The dialog is MUI's: its code loads the first time it is asked for (the request list draws this button).
const ShortcutsDialog = muiLazy<{ open: boolean; onClose: () => void }>(() =>
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
      <button type="button" className="rh-c-btn" aria-keyshortcuts="?" onClick={show}>
        <KeyboardOutlinedIcon />
        {t('app.quoting.shortcuts.show')}
      </button>
      {asked && <ShortcutsDialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The help button on its own line, at the right. */
export function ShortcutsHelpBar() {
  return (
    <div className="rh-kbd-bar">
      <ShortcutsHelp />
    </div>
  );
}
