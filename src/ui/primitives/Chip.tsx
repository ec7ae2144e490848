import type { ReactNode } from 'react';
import styles from './Chip.module.css';

/** MUI's small Chip for what paints before MUI loads (Chip.module.css): outlined, or filled green for a success. */
export function Chip({
  color = 'default',
  strong = false,
  className,
  children,
}: {
  color?: 'default' | 'success';
  strong?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = [styles.chip, color === 'success' && styles.success, strong && styles.strong, className];
  return <span className={classes.filter(Boolean).join(' ')}>{children}</span>;
}
