import type { ButtonHTMLAttributes } from 'react';
import styles from './IconButton.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  /** Its accessible name: an icon button has no text. */
  'aria-label': string;
  size?: 'small' | 'medium';
  color?: 'default' | 'inherit';
}

/** MUI's IconButton for what paints before MUI loads (IconButton.module.css); give it an icon of src/ui/icons. */
export function IconButton({
  size = 'medium',
  color = 'default',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  const classes = [
    styles.iconButton,
    size === 'small' && styles.small,
    color === 'inherit' && styles.inherit,
    className,
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...props} />;
}
