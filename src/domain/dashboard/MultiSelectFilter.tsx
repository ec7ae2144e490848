import { CheckBoxIcon, CheckBoxOutlineBlankIcon } from '../../ui/icons';
import { Autocomplete, Box, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useT } from '../../ui/translate';
import type { FilterOption } from './filterOptions';

export interface MultiSelectFilterProps {
  label: string;
  options: readonly FilterOption[];
  loading: boolean;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

/**
 * A searchable multi-select of ids (brand, part type, province); chips show the choice. MUI: loaded with the Filtri
 * panel's editor on a wider screen (FiltersEditor), never with the dashboard's first screen; a phone gets the native
 * select instead (PhoneFilters).
 */
export function MultiSelectFilter({ label, options, loading, value, onChange }: MultiSelectFilterProps) {
  const t = useT();
  const selected = useMemo(() => {
    const byId = new Map(options.map((option) => [option.id, option]));
    // Ids from the URL show as '…' until the options arrive.
    return value.map((id) => byId.get(id) ?? { id, name: '…' });
  }, [options, value]);
  return (
    <Autocomplete
      multiple
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
      renderInput={(params) => <TextField {...params} label={label} sx={{ bgcolor: 'background.paper' }} />}
    />
  );
}
