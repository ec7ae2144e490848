import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { useId, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';

export interface OutlinedFieldProps {
  label: ReactNode;
  name?: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  error?: boolean;
  helperText?: ReactNode;
  value?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * MUI's outlined TextField for a plain input, built from the same parts (label, input, helper text, all wired to
 * the input for screen readers). TextField itself also imports Select with its menu, popover and modal, ~14 KB gzip
 * that the login page, in the first bundle, never uses (docs/performance.md).
 */
export function OutlinedField({
  label,
  helperText,
  required,
  disabled,
  fullWidth,
  margin,
  error,
  ...input
}: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      required={required}
      disabled={disabled}
      fullWidth={fullWidth}
      margin={margin}
      error={error}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
