import { iconMaker } from '../../ui/plain/icons';

// Paths of Material Icons (Apache License 2.0), as the MUI screens draw them: the request list's own icons, inline
// (the list is on the dealer's first screen, drawn before MUI loads).
const icon = iconMaker('rh-c-icon');

export const BookmarkIcon = icon('M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2');
export const BookmarkBorderIcon = icon(
  'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2m0 15-5-2.18L7 18V5h10z',
);
