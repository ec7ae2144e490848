/**
 * The keyboard shortcuts' one rule: a plain key (j, k, b, c, /, ?, Enter, arrows) never fires while the
 * dealer is typing in a field, nor inside a widget that uses those keys itself (a dialog, a menu, a list box, tabs,
 * a radio group). Chords that type nothing (Ctrl+Enter, Alt+N) may opt in to fields: they are the drafts editor's
 * commands and the dealer is in a field when using them.
 */

/** What a binding listens for: `key` is KeyboardEvent.key ('j', '?', 'ArrowDown', 'Enter'); `code` for Alt chords. */
export interface KeyBinding {
  key?: string;
  /** KeyboardEvent.code: Alt+letter types another character on some layouts (macOS), so it is matched by code. */
  code?: string;
  /** Ctrl or ⌘. */
  mod?: boolean;
  alt?: boolean;
  /** Also while focus is in a text field (chords only). */
  inFields?: boolean;
  /** Fires again while the key is held (moving through a list). */
  repeat?: boolean;
  run: (event: KeyboardEvent) => void;
}

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'number',
  'password',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);
/** Widgets that handle plain keys (arrows, Enter, letters) themselves. */
const OWN_KEYS =
  '[role="dialog"],[role="alertdialog"],[role="menu"],[role="listbox"],[role="tablist"],[role="radiogroup"],[role="grid"],[role="combobox"]';

/** True when the key would type into a field (input, textarea, select, contenteditable). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return false;
}

/** Controls that act on Enter themselves: a plain Enter on them is theirs. */
const ACTS_ON_ENTER = 'a[href],button,summary,[role="button"],[role="link"],[role="checkbox"],[role="switch"]';

/** True when focus sits in a widget that uses plain keys for itself. */
export function inKeyOwningWidget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(OWN_KEYS) !== null;
}

function matches(event: KeyboardEvent, binding: KeyBinding): boolean {
  const mod = event.ctrlKey || event.metaKey;
  if (Boolean(binding.mod) !== mod || Boolean(binding.alt) !== event.altKey) return false;
  if (binding.code) return event.code === binding.code;
  // Shift is not compared: '?' and '/' need it on many layouts (Italian: Shift+' and Shift+7).
  return (
    event.key === binding.key ||
    (binding.key?.length === 1 && event.key.toLowerCase() === binding.key && !event.shiftKey)
  );
}

/** The binding this event should run, if any, after the typing rule. */
export function bindingFor(event: KeyboardEvent, bindings: readonly KeyBinding[]): KeyBinding | undefined {
  if (event.defaultPrevented || event.isComposing) return undefined;
  const binding = bindings.find((candidate) => matches(event, candidate));
  if (!binding || (event.repeat && !binding.repeat)) return undefined;
  const chord = binding.mod || binding.alt;
  if (chord && binding.inFields) return binding;
  if (isTypingTarget(event.target) || inKeyOwningWidget(event.target)) return undefined;
  if (!chord && event.key === 'Enter' && event.target instanceof Element && event.target.closest(ACTS_ON_ENTER))
    return undefined;
  return binding;
}
