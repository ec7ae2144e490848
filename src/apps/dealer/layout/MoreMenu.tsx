import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MoreHorizIcon } from '../../../ui/icons';
import styles from './Shell.module.css';

interface MoreMenuProps {
  label: string;
  /** The button's accessible name (the label, or the label saying something inside is unread). */
  accessibleName: string;
  unread: boolean;
  /** The current page is one of its entries: the button is marked like an active place. */
  active: boolean;
  /** The list items of its entries. */
  children: ReactNode;
}

/**
 * The phone bottom bar's "Altro": a disclosure button that opens the other places as a list of links above the bar.
 * Escape closes it and gives the focus back to the button; a tap outside, a focus leaving it or a place chosen closes it.
 */
export function MoreMenu({ label, accessibleName, unread, active, children }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.moreRoot}>
      <button
        ref={button}
        type="button"
        aria-label={accessibleName}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        className={[styles.navItem, styles.moreButton, active && styles.moreActive].filter(Boolean).join(' ')}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.navIcon}>
          <MoreHorizIcon />
          {unread && <span className={styles.navDot} data-testid="unread-dot" />}
        </span>
        <span className={styles.navCaption} aria-hidden>
          {label}
        </span>
      </button>
      {open && (
        // A place chosen: the menu closes as the page changes.
        <ul
          id={listId}
          className={styles.moreList}
          onClick={(event) => (event.target as Element).closest('a') && setOpen(false)}
        >
          {children}
        </ul>
      )}
    </div>
  );
}
