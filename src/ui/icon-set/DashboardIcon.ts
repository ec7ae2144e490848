import { iconMaker } from '../primitives/Icon';

export const DashboardIcon = /* @__PURE__ */ iconMaker('M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z');
