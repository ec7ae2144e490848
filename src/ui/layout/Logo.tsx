import { useState } from 'react';
import lightLogo from '../assets/logo-light.svg';
import colorLogo from '../assets/logo.svg';
import { APP_NAME } from '../../platform/config';

interface LogoProps {
  height?: number;
  /** Inside a link that already carries the name. */
  decorative?: boolean;
  /** light: for the dark header bar; color: for light surfaces (the bundled logo). */
  tone?: 'light' | 'color';
  /** The light logo to show instead of the bundled one (ping's logo.horizontal.light, when logged in). */
  remote?: string;
}

/** The brand logo; the light one comes from `remote` when given, the bundled one before or when it fails to load. */
export function Logo({ height = 32, decorative = false, tone = 'color', remote: given }: LogoProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const remote = tone === 'light' ? given : undefined;
  const src = remote && remote !== broken ? remote : tone === 'light' ? lightLogo : colorLogo;
  return (
    <img
      src={src}
      alt={decorative ? '' : APP_NAME}
      height={height}
      style={{ display: 'block', maxWidth: '100%', height }}
      onError={() => remote && setBroken(remote)}
    />
  );
}
