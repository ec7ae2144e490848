/**
 * Working together on one request: announce the drafts this tab has open, read who else is preparing a
 * quotation. Outside the inbox folder so that its code loads with the screens that use it, not with every first page.
 */
export { useAnnounceEditing, useEditingBy } from './usePresence';
