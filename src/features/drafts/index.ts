/** What other features and the app use of drafts: import it from here, never from a file of the folder. */
export { ChatToggle } from './ChatToggle';
export type { DraftOption, DraftValues } from './draftModel';
export { draftActions, useDraftCount, useDrafts, useHasDraft } from './useDrafts';
export { vehicleTitle } from './vehicleTitle';
