import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useResourceContext, type InputProps } from 'react-admin';
import { formatAmount } from '../../../contract/amounts';
import { errors } from '../../../i18n/it/errors';
import { amountValue } from '../../ui/forms/amount';
import { AmountField } from '../../ui/forms/AmountField';

/** What cannot be read for sure stays text in the form: refused with the Italian message, never scaled. */
const readable = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? errors.amountUnreadable : undefined;

/**
 * react-admin's input for an amount (credits, euro) in the console's forms: the app's one AmountField, read with
 * the contract's readAmount ("12,50", "1.234,56"), the form holding a number or, when unreadable, the text the
 * validation refuses. The typed text stays as typed while editing; the field shows "1.234,56" once left.
 */
export function AmountInput({ source, label, validate, ...rest }: InputProps & { fullWidth?: boolean }) {
  const resource = useResourceContext();
  const checks = [readable, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
  const { field, fieldState, isRequired } = useInput({ source, validate: checks, ...rest });
  const [text, setText] = useState(() => (typeof field.value === 'number' ? formatAmount(field.value) : ''));
  const shown = typeof field.value === 'number' && amountValue(text) !== field.value ? formatAmount(field.value) : text;
  const problem = fieldState.invalid && (fieldState.isTouched || fieldState.isDirty) ? fieldState.error?.message : '';
  return (
    <AmountField
      name={field.name}
      inputRef={field.ref}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        const value = amountValue(event.target.value);
        field.onChange(value === 'unreadable' ? event.target.value : value);
      }}
      onBlur={() => field.onBlur()}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={Boolean(problem)}
      helperText={problem ? <InputHelperText error={problem} /> : ' '}
      size="small"
      margin="dense"
    />
  );
}
