import type { JSX, SVGProps } from 'react';
import styles from './Icon.module.css';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** MUI SvgIcon's sizes: medium 24 px (the default), small 20, large 35, or the font size of its place. */
  fontSize?: 'small' | 'medium' | 'large' | 'inherit';
  /** MUI SvgIcon's colours from the theme's palette; without one, the text's colour. */
  color?: 'primary' | 'secondary' | 'success' | 'error' | 'action' | 'disabled' | 'textSecondary';
}

/** An icon of src/ui/icons.tsx: an inline SVG, hidden from assistive technology (its text is beside it). */
export type IconComponent = (props: IconProps) => JSX.Element;

/** The maker of the icons of src/ui/icons.tsx, from the paths of one Material icon. */
export const iconMaker =
  (...paths: string[]): IconComponent =>
  ({ fontSize = 'medium', color, className, ...props }) => (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      className={[styles.icon, fontSize !== 'medium' && styles[fontSize], color && styles[color], className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
