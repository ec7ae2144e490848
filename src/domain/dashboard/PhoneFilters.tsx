import { useId, useState, type ChangeEvent } from 'react';
import type { FilterPayload } from 'react-admin';
import { Field, Select } from '../../ui/primitives/Field';
import { useT, type PlainKey } from '../../ui/translate';
import { filterDate, filterIds, ID_FILTERS, optionsOf, type IdFilterKey } from './filterOptions';
import styles from './Dashboard.module.css';

// Sub-categories indented in the phone's own list, which takes no styling: em spaces before the name.
const INDENT = '\u2003\u2003';

/** A multi-select filter as a native <select multiple>: the phone's own picker, with its own checks and scrolling. */
function NativeMultiSelect({
  filterKey,
  label,
  value,
  onChange,
}: {
  filterKey: IdFilterKey;
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const { options, loading } = optionsOf[filterKey]();
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = new Set(Array.from(event.target.selectedOptions, (option) => Number(option.value)));
    const known = new Set(options.map((option) => option.id));
    // The order of choice is kept (as the Autocomplete does); ids from the URL the list lacks stay chosen.
    const kept = value.filter((current) => picked.has(current) || !known.has(current));
    onChange([...kept, ...[...picked].filter((current) => !value.includes(current))]);
  };
  return (
    <div className={styles.phoneField}>
      <label htmlFor={id} className={styles.phoneLabel}>
        {label}
      </label>
      <Select
        id={id}
        multiple
        className={styles.phoneMulti}
        value={value.map(String)}
        onChange={change}
        aria-busy={loading || undefined}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {INDENT.repeat(option.depth ?? 0)}
            {option.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * A date filter as a native <input type="date">: the phone's own calendar. The other bound limits it (min/max);
 * only a complete date within them reaches the URL, as yyyy-mm-dd, and emptying the field clears it.
 */
function NativeDate({
  label,
  value,
  min,
  max,
  outOfRange,
  onChange,
}: {
  label: PlainKey;
  value: string | null;
  min?: string;
  max?: string;
  outOfRange: PlainKey;
  onChange: (value: string | null) => void;
}) {
  const t = useT();
  const id = useId();
  const helperId = useId();
  // What the field holds: the URL's date, or what the dealer typed that the URL refused. A new URL value wins.
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const [error, setError] = useState<PlainKey | null>(null);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
    setError(null);
  }
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setText(next);
    // An unfinished or impossible date reads as '' with badInput: not a clearing.
    if (next === '' && event.target.validity.badInput) return setError('app.dashboard.filters.invalidDate');
    if (next !== '' && ((min && next < min) || (max && next > max))) return setError(outOfRange);
    setError(null);
    if (next !== (value ?? '')) onChange(next === '' ? null : next);
  };
  return (
    <div className={styles.phoneField}>
      <label htmlFor={id} className={styles.phoneLabel}>
        {t(label)}
      </label>
      <Field
        id={id}
        type="date"
        value={text}
        min={min}
        max={max}
        onChange={change}
        aria-invalid={error !== null || undefined}
        helper={error && { id: helperId, text: t(error) }}
      />
    </div>
  );
}

/**
 * The Filtri panel's fields on a phone (narrower than MUI's sm breakpoint): the primitives over native controls, so
 * the phone's own pickers serve the dealer and no MUI loads for them. The same filters, URL and list call as the
 * wider screens' MUI editor (FiltersEditor).
 */
export function PhoneFilters({
  filter,
  patchFilters,
}: {
  filter: FilterPayload;
  patchFilters: (patch: FilterPayload) => void;
}) {
  const t = useT();
  const from = filterDate(filter, 'dateFrom');
  const to = filterDate(filter, 'dateTo');
  return (
    <div className={styles.fields}>
      {ID_FILTERS.map(({ key, label }) => (
        <NativeMultiSelect
          key={key}
          filterKey={key}
          label={t(label)}
          value={filterIds(filter, key)}
          onChange={(ids) => patchFilters({ [key]: ids })}
        />
      ))}
      <NativeDate
        label="app.dashboard.filters.dateFrom"
        value={from}
        max={to ?? undefined}
        outOfRange="app.dashboard.filters.dateFromAfterTo"
        onChange={(dateFrom) => patchFilters({ dateFrom })}
      />
      <NativeDate
        label="app.dashboard.filters.dateTo"
        value={to}
        min={from ?? undefined}
        outOfRange="app.dashboard.filters.dateToBeforeFrom"
        onChange={(dateTo) => patchFilters({ dateTo })}
      />
    </div>
  );
}
