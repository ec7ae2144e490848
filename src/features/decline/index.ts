/** What other features and the app use of decline: import it from here, never from a file of the folder. */
export { DeclineButton } from './DeclineButton';
export { DeclineUndo } from './DeclineUndo';
export { DeclinedLink } from './DeclinedLink';
