/** What other features and the app use of submissions: import it from here, never from a file of the folder. */
export { ChatSlot } from './ChatSlot';
export { useSelectedSubmission } from './useSelectedSubmission';
