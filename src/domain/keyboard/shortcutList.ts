import type { PlainKey } from '../../ui/translate';

/** A key as shown: a literal character ('j') or a named key translated by the catalog. */
export type KeyLabel = string | { name: PlainKey };

export interface ShortcutEntry {
  /** Alternatives (either works); each is a chord of keys pressed together. */
  keys: KeyLabel[][];
  action: PlainKey;
}

const named = (name: PlainKey): KeyLabel => ({ name });
const enter = named('app.quoting.shortcuts.keys.enter');

/**
 * Every shortcut, as the dialog "Scorciatoie da tastiera" and the FAQ list them. The bindings themselves live next to
 * the screens (submissions/useRequestListShortcuts.ts, drafts/useDraftShortcuts.ts).
 */
export const shortcutGroups: { title: PlainKey; entries: ShortcutEntry[] }[] = [
  {
    title: 'app.quoting.shortcuts.lists',
    entries: [
      { keys: [['j'], [named('app.quoting.shortcuts.keys.down')]], action: 'app.quoting.shortcuts.next' },
      { keys: [['k'], [named('app.quoting.shortcuts.keys.up')]], action: 'app.quoting.shortcuts.previous' },
      { keys: [[enter]], action: 'app.quoting.shortcuts.open' },
      { keys: [['b']], action: 'app.quoting.shortcuts.bookmark' },
      { keys: [['c']], action: 'app.quoting.shortcuts.create' },
      { keys: [['/']], action: 'app.quoting.shortcuts.search' },
      { keys: [['?']], action: 'app.quoting.shortcuts.help' },
    ],
  },
  {
    title: 'app.quoting.shortcuts.editor',
    entries: [
      { keys: [[named('app.quoting.shortcuts.keys.ctrl'), enter]], action: 'app.quoting.shortcuts.send' },
      { keys: [[named('app.quoting.shortcuts.keys.alt'), 'N']], action: 'app.quoting.shortcuts.addOption' },
      { keys: [['?']], action: 'app.quoting.shortcuts.help' },
    ],
  },
];
