import { iconMaker, type PlainIcon } from '../../ui/plain/icons';

/** An icon of the dashboard frame: an inline SVG, decorative (its text is beside it), 24 px unless its place sizes it. */
export type DashboardIcon = PlainIcon;

// Paths of Material Icons (Apache License 2.0), the set the MUI version of the frame drew with.
const icon = iconMaker('rh-dash-icon');

export const SearchIcon = icon(
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14',
);
export const SwapVertIcon = icon('M16 17.01V10h-2v7.01h-3L15 21l4-3.99zM9 3 5 6.99h3V14h2V6.99h3z');
export const ExpandMoreIcon = icon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
export const ExpandLessIcon = icon('m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z');
export const FilterAltOffOutlinedIcon = icon(
  'm16.95 6-3.57 4.55 1.43 1.43c1.03-1.31 4.98-6.37 4.98-6.37C20.3 4.95 19.83 4 19 4H6.83l2 2zM2.81 2.81 1.39 4.22 10 13v6c0 .55.45 1 1 1h2c.55 0 1-.45 1-1v-2.17l5.78 5.78 1.41-1.41z',
);
export const CheckCircleIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z',
);
export const RadioButtonUncheckedIcon = icon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
);
export const ArrowDropDownIcon = icon('m7 10 5 5 5-5z');
/** MUI Alert's info icon. */
