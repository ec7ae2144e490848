import { TextField, type TextFieldProps } from '@mui/material';
import type { FocusEvent } from 'react';
import { formatAmount, readAmount } from '../../../contract/amounts';

export type AmountFieldProps = Omit<TextFieldProps, 'type' | 'onBlur' | 'onChange'> & {
  onChange?: (event: { target: { name?: string; value: string } }) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
};

/**
 * An amount in euro typed the Italian way: "45,50", "45.50" and "1.234,56" are read by the contract's
 * readAmount and shown as "45,50" / "1.234,56" once the field is left. The text stays as typed while editing; what
 * cannot be read for sure is left untouched for the form's validation to refuse (amountProblem), never scaled.
 * Works with react-hook-form's register (through muiRegister) and with a controlled value.
 */
export function AmountField({ onBlur, onChange, slotProps, ...props }: AmountFieldProps) {
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const reading = readAmount(typed);
    if (typed.trim() !== '' && reading.ok) {
      const formatted = formatAmount(reading.value);
      if (formatted !== typed) {
        event.target.value = formatted;
        void onChange?.({ target: { name: event.target.name, value: formatted } });
      }
    }
    void onBlur?.(event);
  };
  return (
    <TextField
      {...props}
      type="text"
      onChange={onChange}
      onBlur={handleBlur}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
