import { useId, useRef, type InputHTMLAttributes } from 'react';
import { ArrowDropDownIcon } from '../../ui/icons';
import { fieldStyles } from '../../ui/primitives/Field';

/**
 * How the dealer reached a filter. The pointer over it: the Autocomplete is there before the click lands. A focus
 * (Tab): the focus moves into it. A press that focused it first (no hover, e.g. some touch screens): focus and list.
 */
export type ReachedBy = 'hover' | 'focus' | 'press';

/**
 * A filter field before its real (MUI) control is there: a plain small outlined field, 40 px high, its label inside as
 * MUI's outlined TextField draws an empty one, so nothing moves when the real control takes its place. Read-only;
 * `onReach` says how the dealer came to it.
 */
export function StandInField({
  label,
  onReach,
  combobox = false,
}: {
  label: string;
  onReach: (by: ReachedBy) => void;
  /** A multi-select's stand-in: a closed combobox with the dropdown arrow. */
  combobox?: boolean;
}) {
  const id = useId();
  const pressed = useRef(false);
  const comboboxProps: InputHTMLAttributes<HTMLInputElement> = combobox
    ? { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' }
    : {};
  return (
    <div
      className={`${fieldStyles.field} ${fieldStyles.standin}`}
      onPointerEnter={() => onReach('hover')}
      onPointerDown={() => (pressed.current = true)}
      onFocus={() => onReach(pressed.current ? 'press' : 'focus')}
    >
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input id={id} className={fieldStyles.input} readOnly {...comboboxProps} />
      {combobox && (
        <span className={fieldStyles.end}>
          <ArrowDropDownIcon />
        </span>
      )}
    </div>
  );
}

/**
 * What a multi-select filter shows until the dealer reaches it (MultiSelectFilter): the same small outlined field,
 * label and arrow, so nothing moves when the Autocomplete replaces it. Like the date filters' stand-ins (DateFilters).
 * Plain (no MUI): the Filtri panel shows it while the filters' MUI part loads, too (FiltersPanel).
 */
export function FilterPlaceholder({ label, onReach }: { label: string; onReach: (by: ReachedBy) => void }) {
  return <StandInField label={label} onReach={onReach} combobox />;
}
