import { useSyncExternalStore } from 'react';

/**
 * A screen used by touch alone (a phone, a tablet without mouse or keyboard): its primary pointer is a finger that
 * cannot hover. Keyboard hints ("Ctrl+Invio", "Invio per inviare", the shortcuts' button) are not shown there; the
 * stylesheets write the same query (Keyboard.module.css).
 */
export const TOUCH_ONLY = '(hover: none) and (pointer: coarse)';

const touchQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_ONLY) : null);
function subscribe(onChange: () => void) {
  const query = touchQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isTouchOnly = () => touchQuery()?.matches ?? false;

/** Whether this screen is used by touch alone: keyboard hints are for everyone else. */
export const useTouchOnly = (): boolean => useSyncExternalStore(subscribe, isTouchOnly, () => false);
