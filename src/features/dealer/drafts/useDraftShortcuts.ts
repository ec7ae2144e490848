import type { RefObject } from 'react';
import { useShortcuts } from '../../../domain/keyboard';

/**
 * The drafts editor's keys (listed in keyboard/shortcutList.ts), pressed anywhere in the draft's form, fields
 * included: Ctrl+Enter (⌘+Enter) presses INVIA PREVENTIVO — the same validation, saving modal and confirmation —
 * and Alt+N presses "Aggiungi opzione" of the row holding the focus. A disabled button does nothing, as with the mouse.
 */
export function useDraftShortcuts(form: RefObject<HTMLFormElement | null>) {
  useShortcuts(
    [
      {
        key: 'Enter',
        mod: true,
        inFields: true,
        run: () => form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.click(),
      },
      {
        code: 'KeyN',
        alt: true,
        inFields: true,
        run: (event) => {
          const row = event.target instanceof Element ? event.target.closest('[data-draft-row]') : null;
          row?.querySelector<HTMLButtonElement>('[data-add-option]')?.click();
        },
      },
    ],
    { scope: form },
  );
}
