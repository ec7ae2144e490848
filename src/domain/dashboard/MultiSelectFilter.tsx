import { CheckBoxIcon, CheckBoxOutlineBlankIcon } from '../../ui/icons';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { FilterPlaceholder, type ReachedBy } from './FilterPlaceholder';
import { useT } from '../../ui/translate';

export interface FilterOption {
  id: number;
  name: string;
  /** Indentation level in the list (sub-categories). */
  depth?: number;
}

export interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  loading: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** Reached on the Filtri panel's stand-in before this filter was there (FiltersPanel): as if reached here. */
  initialReach?: ReachedBy;
}

/**
 * A searchable multi-select of ids (brand, part type, province); chips show the choice.
 * Three MUI Autocompletes cost more than the rest of the dashboard frame: their mount, and the synchronous re-render
 * each one schedules from its own commit, made a long task of every cold load. With nothing chosen, each shows as a
 * plain field of the same size (FilterPlaceholder) until the dealer reaches it, with the pointer or the focus: then the
 * Autocomplete takes its place, as the date filters' pickers do. MUI: loaded with the Filtri panel's editor
 * (FiltersEditor), never with the dashboard's first screen.
 */
export function MultiSelectFilter({ initialReach, ...props }: MultiSelectFilterProps) {
  const [reached, setReached] = useState<Reached | null>(initialReach ?? null);
  // Shown once with a choice (ids in the URL), it stays: removing the last chip with Backspace keeps the focus in it.
  if (reached === null && props.value.length > 0) setReached('chosen');
  if (reached === null && props.value.length === 0)
    return <FilterPlaceholder label={props.label} onReach={setReached} />;
  return <MultiSelectAutocomplete {...props} reached={reached} />;
}

/** How the Autocomplete came to be: reached through the placeholder, or shown for a choice already made. */
type Reached = ReachedBy | 'chosen';

function MultiSelectAutocomplete({
  label,
  options,
  loading,
  value,
  onChange,
  reached,
}: MultiSelectFilterProps & { reached: Reached | null }) {
  const t = useT();
  const selected = useMemo(() => {
    const byId = new Map(options.map((option) => [option.id, option]));
    // Ids from the URL show as '…' until the options arrive.
    return value.map((id) => byId.get(id) ?? { id, name: '…' });
  }, [options, value]);
  return (
    <Autocomplete
      multiple
      // Reached by a press on the placeholder: the list opens as the press meant.
      openOnFocus={reached === 'press'}
      size="small"
      limitTags={2}
      disableCloseOnSelect
      options={options as FilterOption[]}
      value={selected}
      loading={loading}
      onChange={(_, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={t('app.dashboard.filters.noOptions')}
      loadingText={t('app.dashboard.filters.loadingOptions')}
      renderOption={({ key, ...props }, option, { selected: checked }) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ pl: `${1 + (option.depth ?? 0) * 2.5}rem !important`, fontWeight: option.depth === 0 ? 600 : 400 }}
        >
          {checked ? (
            <CheckBoxIcon fontSize="small" color="primary" style={{ marginRight: 8 }} aria-hidden />
          ) : (
            <CheckBoxOutlineBlankIcon fontSize="small" color="textSecondary" style={{ marginRight: 8 }} aria-hidden />
          )}
          {option.name}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={reached === 'focus' || reached === 'press'}
          label={label}
          sx={{ bgcolor: 'background.paper' }}
        />
      )}
    />
  );
}
