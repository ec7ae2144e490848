/** What other features and the app use of templates: import it from here, never from a file of the folder. */
export { DraftTemplatesBar } from './DraftTemplatesBar';
export { RowTemplateButton } from './RowTemplateButton';
export { SaveTemplateButton } from './SaveTemplateButton';
