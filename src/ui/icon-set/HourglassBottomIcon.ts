import { iconMaker } from '../primitives/Icon';

export const HourglassBottomIcon = /* @__PURE__ */ iconMaker(
  'm18 22-.01-6L14 12l3.99-4.01L18 2H6v6l4 4-4 3.99V22zM8 7.5V4h8v3.5l-4 4z',
);
