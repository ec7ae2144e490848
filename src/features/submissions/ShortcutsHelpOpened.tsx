import { useEffect, useRef } from 'react';
import { ShortcutsHelpBar } from '../keyboard';

/**
 * The keyboard feature's help bar (its MUI button and dialog), loaded by RequestListShortcuts when the dealer first asks
 * for it (its plain button or ?): it takes the plain button's place and opens its dialog at once, its button focused
 * first so that closing the dialog gives the focus back there. The dialog is not exported on its own (keyboard/index.ts).
 */
export default function ShortcutsHelpOpened() {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const button = box.current?.querySelector<HTMLButtonElement>('button[aria-keyshortcuts="?"]');
    button?.focus();
    button?.click();
  }, []);
  return (
    <div ref={box}>
      <ShortcutsHelpBar />
    </div>
  );
}
