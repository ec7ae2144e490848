import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long Back keeps the restored position while the page settles (its code and data arriving). */
const RESTORE_WITHIN_MS = 3_000;

/** The positions of this tab's history entries, kept across a reload. */
function readPositions(storageKey: string): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Restores `top`, and keeps it while the page settles: the screen's code and data arrive, a skeleton gives way to the
 * list (the document, shorter for a moment, pulls the position up). Given up after a while or as soon as the person
 * scrolls, taps or types. Returns the way to stop it.
 */
function restore(top: number): () => void {
  const reach = () => {
    if (Math.abs(window.scrollY - top) >= 2) window.scrollTo(0, top);
  };
  reach();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(reach);
  const timer = window.setTimeout(() => stop(), RESTORE_WITHIN_MS);
  const interactions = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of interactions) window.removeEventListener(name, stop);
  }
  observer.observe(document.body);
  for (const name of interactions) window.addEventListener(name, stop, { passive: true });
  return stop;
}

/**
 * react-router's <ScrollRestoration> for the apps' <BrowserRouter> (it needs a data router, which the apps do not
 * load): a new page starts at its top, or at its #anchor; Back and Forward, and a reload, return to where that entry
 * was left. A change of the query alone (a filter, the selected request) keeps the position.
 * One per app, each with its own `storageKey` (sessionStorage).
 */
export function ScrollRestoration({ storageKey }: { storageKey: string }) {
  const location = useLocation();
  const navigation = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef<{ entry: string; pathname: string } | null>(null);

  useEffect(() => {
    positions.current ??= readPositions(storageKey);
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    // The position of the entry on screen, as it moves: by the time a navigation has drawn the next page, the
    // document may already be shorter and the old position lost.
    const record = () => {
      if (current.current && positions.current) positions.current[current.current.entry] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(storageKey, JSON.stringify(positions.current ?? {}));
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      save();
      history.scrollRestoration = previous;
    };
  }, [storageKey]);

  useLayoutEffect(() => {
    positions.current ??= readPositions(storageKey);
    const before = current.current;
    // A first visit's entry is always 'default': with its path, it is not taken for another page's.
    const entry = `${location.key} ${location.pathname}`;
    current.current = { entry, pathname: location.pathname };
    if (navigation === 'POP') {
      const top = positions.current[entry];
      return top === undefined ? undefined : restore(top);
    }
    if (before?.pathname !== location.pathname) {
      const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (anchor) anchor.scrollIntoView();
      else window.scrollTo(0, 0);
    }
    // Its position from the start: an entry left without a scroll (a request selected, then CREA PREVENTIVO) is
    // returned to as well.
    positions.current[entry] = window.scrollY;
  }, [location.key, location.pathname, location.hash, navigation, storageKey]);

  return null;
}
