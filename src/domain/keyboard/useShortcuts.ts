import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { bindingFor, type KeyBinding } from './shortcuts';

/**
 * Listens for the bindings on `scope` (an element: keys pressed inside it) or the whole document, applying the typing
 * rule of shortcuts.ts. The latest bindings are always used, without re-subscribing on each render.
 */
export function useShortcuts(
  bindings: readonly KeyBinding[],
  { scope, enabled = true }: { scope?: RefObject<HTMLElement | null>; enabled?: boolean } = {},
) {
  const latest = useRef(bindings);
  useLayoutEffect(() => {
    latest.current = bindings;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const target: HTMLElement | Document | null = scope ? scope.current : document;
    if (!target) return undefined;
    const onKeyDown = (event: Event) => {
      const keyEvent = event as KeyboardEvent;
      const binding = bindingFor(keyEvent, latest.current);
      if (!binding) return;
      keyEvent.preventDefault();
      binding.run(keyEvent);
    };
    target.addEventListener('keydown', onKeyDown);
    return () => target.removeEventListener('keydown', onKeyDown);
  }, [scope, enabled]);
}
