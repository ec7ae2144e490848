import type { JSX, SVGProps } from 'react';

// Paths of Material Icons (Apache License 2.0), as the MUI screens draw them: the request list's own icons, inline
// (issue 32: the list is on the dealer's first screen, drawn before MUI loads).
const icon = (d: string) =>
  function Icon(props: SVGProps<SVGSVGElement>): JSX.Element {
    return (
      <svg viewBox="0 0 24 24" aria-hidden focusable="false" className="rh-c-icon" {...props}>
        <path d={d} />
      </svg>
    );
  };

export const BookmarkIcon = icon('M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2');
export const BookmarkBorderIcon = icon('M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2m0 15-5-2.18L7 18V5h10z');
export const KeyboardOutlinedIcon = icon('M20 7v10H4V7zm0-2H4c-1.1 0-1.99.9-1.99 2L2 17c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m-9 3h2v2h-2zm0 3h2v2h-2zM8 8h2v2H8zm0 3h2v2H8zm-3 0h2v2H5zm0-3h2v2H5zm3 6h8v2H8zm6-3h2v2h-2zm0-3h2v2h-2zm3 3h2v2h-2zm0-3h2v2h-2z');
