import { iconMaker } from '../primitives/Icon';

export const DirectionsCarOutlinedIcon = /* @__PURE__ */ iconMaker(
  'M18.92 6.01C18.72 5.42 18.16 5 17.5 5h-11c-.66 0-1.21.42-1.42 1.01L3 12v8c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-1h12v1c0 .55.45 1 1 1h1c.55 0 1-.45 1-1v-8zM6.85 7h10.29l1.08 3.11H5.77zM19 17H5v-5h14z',
  'M6 14.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0',
  'M15 14.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0 -3 0',
);
