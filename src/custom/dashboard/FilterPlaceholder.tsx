import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputAdornment, TextField } from '@mui/material';

/**
 * What a multi-select filter shows for the moment before its Autocomplete mounts (MultiSelectFilter): the same
 * small outlined field, label and arrow, so nothing moves when it is replaced. Reaching it (focus) asks for the real one.
 */
export function FilterPlaceholder({ label, onReach }: { label: string; onReach: () => void }) {
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      onFocus={onReach}
      sx={{ bgcolor: 'background.paper' }}
      slotProps={{
        input: {
          readOnly: true,
          endAdornment: (
            <InputAdornment position="end" sx={{ color: 'action.active' }}>
              <ArrowDropDownIcon aria-hidden />
            </InputAdornment>
          ),
        },
        htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' },
      }}
    />
  );
}
