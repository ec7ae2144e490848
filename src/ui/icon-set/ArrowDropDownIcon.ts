import { iconMaker } from '../primitives/Icon';

export const ArrowDropDownIcon = /* @__PURE__ */ iconMaker('m7 10 5 5 5-5z');
