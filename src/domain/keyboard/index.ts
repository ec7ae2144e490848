/** What other features and the app use of keyboard: import it from here, never from a file of the folder. */
export { ShortcutsFaqItem } from './ShortcutsFaqItem';
export { ShortcutsHelpBar } from './ShortcutsHelp';
export { useShortcuts } from './useShortcuts';
