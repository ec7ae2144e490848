import './requests.css';
import '../../ui/components/components.css';
import { useState } from 'react';
import type { Submission, SubmissionFilter } from '../../../contract';
import { muiLazy } from '../../ui/muiLazy';
import { useT } from '../../ui/translate';
import { useShortcuts } from '../keyboard';
import { KeyboardOutlinedIcon } from './icons';
import { useRequestListShortcuts } from './useRequestListShortcuts';

/** The plain button, on its own line at the right (as the keyboard feature's ShortcutsHelpBar). */
function ShortcutsButton({ onClick }: { onClick?: () => void }) {
  const t = useT();
  return (
    <div className="rh-req-toolbar">
      <button type="button" className="rh-c-btn" aria-keyshortcuts="?" onClick={onClick}>
        <KeyboardOutlinedIcon />
        {t('app.quoting.shortcuts.show')}
      </button>
    </div>
  );
}

/** The keyboard feature's help (MUI button and dialog), loaded when first asked for; the plain button meanwhile. */
const ShortcutsHelpOpened = muiLazy(() => import('./ShortcutsHelpOpened'), <ShortcutsButton />);

/**
 * The "Scorciatoie da tastiera" button, and ? anywhere on the screen: both open the dialog listing the keys. Plain until
 * first asked for (issue 32: no MUI on the dealer's first screen); then the keyboard feature's own help, in MUI,
 * takes its place and opens at once (ShortcutsHelpOpened). The same words, icon and place either way.
 */
function ShortcutsEntry() {
  const [asked, setAsked] = useState(false);
  useShortcuts([{ key: '?', run: () => setAsked(true) }], { enabled: !asked });
  return asked ? <ShortcutsHelpOpened /> : <ShortcutsButton onClick={() => setAsked(true)} />;
}

/** The request list's keyboard shortcuts, and the button (or ?) listing them. */
export function RequestListShortcuts({ submissions, filter }: { submissions: readonly Submission[]; filter: SubmissionFilter }) {
  useRequestListShortcuts(submissions, filter);
  return <ShortcutsEntry />;
}
