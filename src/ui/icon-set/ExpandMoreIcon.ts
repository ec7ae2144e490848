import { iconMaker } from '../primitives/Icon';

export const ExpandMoreIcon = /* @__PURE__ */ iconMaker('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z');
