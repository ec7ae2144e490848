import type { JSX, SVGProps } from 'react';

/** An icon of the plain layer: an inline SVG, decorative (its text is beside it). */
export type PlainIcon = (props: SVGProps<SVGSVGElement>) => JSX.Element;

// Paths of Material Icons (Apache License 2.0), the set the MUI screens draw with.
const icon = (d: string): PlainIcon => (props) => (
  <svg viewBox="0 0 24 24" aria-hidden focusable="false" className="rh-icon" {...props}>
    <path d={d} />
  </svg>
);

export const ListIcon = icon('M11 7h6v2h-6zm0 4h6v2h-6zm0 4h6v2h-6zM7 7h2v2H7zm0 4h2v2H7zm0 4h2v2H7zM20.1 3H3.9c-.5 0-.9.4-.9.9v16.2c0 .4.4.9.9.9h16.2c.4 0 .9-.5.9-.9V3.9c0-.5-.5-.9-.9-.9M19 19H5V5h14z');
export const AddIcon = icon('M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m5 11h-4v4h-2v-4H7v-2h4V7h2v4h4z');
export const BellIcon = icon('M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z');
export const LogoutIcon = icon('m17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z');
export const StarIcon = icon('M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z');
