import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { InputAdornment, TextField } from '@mui/material';
import { useRef } from 'react';

/**
 * How the dealer reached a filter. The pointer over it: the Autocomplete is there before the click lands. A focus
 * (Tab): the focus moves into it. A press that focused it first (no hover, e.g. some touch screens): focus and list.
 */
export type ReachedBy = 'hover' | 'focus' | 'press';

/**
 * What a multi-select filter shows until the dealer reaches it (MultiSelectFilter): the same small outlined field,
 * label and arrow, so nothing moves when the Autocomplete replaces it. Like the date filters' stand-ins (DateFilters).
 */
export function FilterPlaceholder({ label, onReach }: { label: string; onReach: (by: ReachedBy) => void }) {
  const pressed = useRef(false);
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      onPointerEnter={() => onReach('hover')}
      onPointerDown={() => (pressed.current = true)}
      onFocus={() => onReach(pressed.current ? 'press' : 'focus')}
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
