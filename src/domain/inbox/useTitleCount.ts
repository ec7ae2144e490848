import { useEffect } from 'react';
import type { Translator } from '../../ui/translate';

const PREFIX = /^\(\d+\) /;

/**
 * "(3) RicambiHub - In scadenza" while new requests wait: the count before whatever title the route set
 * (src/routing/RoutePage.tsx sets it on each page; a watcher puts the count back after it).
 */
export function useTitleCount(count: number, t: Translator): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(PREFIX, '');
      const next = count > 0 ? t('app.inbox.title', { count, title: base }) : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    if (!title || typeof MutationObserver === 'undefined')
      return () => {
        document.title = document.title.replace(PREFIX, '');
      };
    const observer = new MutationObserver(apply);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(PREFIX, '');
    };
  }, [count, t]);
}
