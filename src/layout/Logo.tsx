import { useState } from 'react';
import lightLogo from '../assets/logo-light.svg';
import colorLogo from '../assets/logo.svg';
import { APP_NAME } from '../config';
import { usePing } from '../custom/ping/usePing';

interface LogoProps {
  height?: number;
  /** Inside a link that already carries the name. */
  decorative?: boolean;
  /** light: for the dark header bar (ping's logo.horizontal.light); color: for light surfaces (the bundled logo). */
  tone?: 'light' | 'color';
}

/** The brand logo; the light one comes from ping when logged in, the bundled one before or when it fails to load. */
export function Logo({ height = 32, decorative = false, tone = 'color' }: LogoProps) {
  const { data } = usePing();
  const [broken, setBroken] = useState<string | null>(null);
  const remote = tone === 'light' ? data?.logo.horizontal.light : undefined;
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
