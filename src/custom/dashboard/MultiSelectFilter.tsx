import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { FilterPlaceholder } from './FilterPlaceholder';
import { useT } from '../../translate';

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
}

/**
 * A searchable multi-select of ids (brand, part type, province); chips show the choice.
 * Three Autocompletes cost more to mount than the rest of the dashboard frame, in one task: with nothing chosen, each
 * first draws as a plain field of the same size and becomes the Autocomplete in a deferred, interruptible render a
 * moment later, or at once when the dealer reaches it first (issue 18).
 */
export function MultiSelectFilter(props: MultiSelectFilterProps) {
  const deferred = useDeferredValue(true, false);
  const [reached, setReached] = useState(false);
  if (!deferred && !reached && props.value.length === 0) return <FilterPlaceholder label={props.label} onReach={() => setReached(true)} />;
  return <MultiSelectAutocomplete {...props} reached={reached} />;
}

function MultiSelectAutocomplete({ label, options, loading, value, onChange, reached }: MultiSelectFilterProps & { reached: boolean }) {
  const t = useT();
  const selected = useMemo(() => {
    const byId = new Map(options.map((option) => [option.id, option]));
    // Ids from the URL show as '…' until the options arrive.
    return value.map((id) => byId.get(id) ?? { id, name: '…' });
  }, [options, value]);
  return (
    <Autocomplete
      multiple
      // Reached through the placeholder: the focus moves here and the list opens, as the click or the Tab meant.
      openOnFocus={reached}
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
        <Box component="li" key={key} {...props} sx={{ pl: `${1 + (option.depth ?? 0) * 2.5}rem !important`, fontWeight: option.depth === 0 ? 600 : 400 }}>
          {checked ? (
            <CheckBoxIcon fontSize="small" color="primary" sx={{ mr: 1 }} aria-hidden />
          ) : (
            <CheckBoxOutlineBlankIcon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden />
          )}
          {option.name}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} autoFocus={reached} label={label} sx={{ bgcolor: 'background.paper' }} />}
    />
  );
}
