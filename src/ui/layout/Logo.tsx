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

/**
 * The brand logo. The bundled one paints with the first frame; ping's logo (`remote`) replaces it only once it has
 * loaded, in an element of its own: no blank header while it downloads, none at all when it fails, and on a slow
 * phone the first frame's logo stays the page's largest paint instead of waiting for ping and a download.
 */
export function Logo({ height = 32, decorative = false, tone = 'color', remote: given }: LogoProps) {
  const [loaded, setLoaded] = useState<string | null>(null);
  const remote = tone === 'light' ? given : undefined;
  const showRemote = !!remote && loaded === remote;
  const src = showRemote ? remote : tone === 'light' ? lightLogo : colorLogo;
  return (
    <>
      <img
        key={src}
        src={src}
        alt={decorative ? '' : APP_NAME}
        height={height}
        style={{ display: 'block', maxWidth: '100%', height }}
      />
      {remote && !showRemote && (
        <img src={remote} alt="" hidden data-testid="logo-loading" onLoad={() => setLoaded(remote)} />
      )}
    </>
  );
}
