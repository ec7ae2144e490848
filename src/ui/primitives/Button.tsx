import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

export interface ButtonLook {
  variant?: 'text' | 'outlined' | 'contained';
  size?: 'small' | 'medium';
  color?: 'primary' | 'error' | 'inherit';
}

/** The button's classes, for a link or a router Link that looks like a Button (its content: `buttonContent`). */
export function buttonClass({ variant = 'text', size = 'medium', color = 'primary' }: ButtonLook, extra?: string) {
  return [
    styles.button,
    variant !== 'text' && styles[variant],
    size === 'small' && styles.small,
    color !== 'primary' && styles[color],
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A label between an optional start and end icon, spaced as MUI's Button spaces them. */
export function buttonContent(children: ReactNode, startIcon?: ReactNode, endIcon?: ReactNode) {
  return (
    <>
      {startIcon && <span className={styles.start}>{startIcon}</span>}
      {children}
      {endIcon && <span className={styles.end}>{endIcon}</span>}
    </>
  );
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** MUI's Button for what paints before MUI loads (Button.module.css): one look for every plain screen. */
export function Button({
  variant,
  size,
  color,
  startIcon,
  endIcon,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, color }, className)} {...props}>
      {buttonContent(children, startIcon, endIcon)}
    </button>
  );
}
