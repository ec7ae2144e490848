import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { z } from '../../../contract';
import { CustomerDemoPayBody } from '../../../contract/api/customer';
import { paymentsCopy } from '../../../i18n/it/app/payments';
import { muiRegister } from '../../ui/forms/muiRegister';
import { zodResolver } from '../../ui/forms/zodResolver';

const copy = paymentsCopy.demo;
const COUNTRIES = ['IT', 'SM', 'VA', 'CH', 'FR', 'DE', 'AT', 'ES', 'SI'] as const;
export type Country = (typeof COUNTRIES)[number];

/** What the demo card form sends: the card, and the shipping country when the flow asks for it. */
export interface DemoCard {
  holder: string;
  card_number: string;
  expiry: string;
  cvc: string;
  shipping_country?: Country;
}

/** The card's fields, checked as both demo payment routes check them (the contract's rules). */
const DemoCardSchema = CustomerDemoPayBody.extend({ shipping_country: z.enum(COUNTRIES).optional() });

/**
 * The expiry as typed, shaped 'MM/AA': digits only, the slash inserted after the month; deleting the
 * slash (the value shrinks to 'MM/') gives back the bare month so backspace is not stuck on it.
 */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return previous.startsWith(typed) && previous.length > typed.length ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface DemoCardFormProps {
  /** Pays; answers the server's per-field messages to show under the fields, if any. */
  onPay: (card: DemoCard) => Promise<Record<string, string> | void>;
  submitLabel: string;
  busy: boolean;
  /** The dealer's flows ask where the goods go (the demo provider refuses outside Italy). */
  withCountry?: boolean;
  /** Under the fields, above the button: the flow's own error. */
  children?: ReactNode;
}

/**
 * The demo provider's card form (no real money), one for the dealers' payments and the customers': the same fields,
 * labels, "1239" typed in Scadenza becoming "12/39", and messages naming their field, first error focused.
 */
export function DemoCardForm({ onPay, submitLabel, busy, withCountry = false, children }: DemoCardFormProps) {
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<DemoCard>({
    resolver: zodResolver<DemoCard, DemoCard>(DemoCardSchema as unknown as z.ZodType<DemoCard>),
    defaultValues: { holder: '', card_number: '', expiry: '', cvc: '', ...(withCountry && { shipping_country: 'IT' }) },
  });

  const pay = async (card: DemoCard) => {
    const fields = await onPay(card);
    for (const [name, message] of Object.entries(fields ?? {}))
      setError(name as Path<DemoCard>, { type: 'server', message }, { shouldFocus: true });
  };

  const field = (name: 'holder' | 'card_number' | 'expiry' | 'cvc', label: string, autoComplete: string) => {
    const registered = register(name);
    const onChange: typeof registered.onChange =
      name === 'expiry'
        ? (event: { target: { value: string } }) => {
            const previous = getValues('expiry');
            setValue('expiry', formatExpiry(event.target.value, previous), {
              shouldDirty: true,
              shouldValidate: formState.submitCount > 0,
            });
            return Promise.resolve();
          }
        : registered.onChange;
    return (
      <TextField
        {...muiRegister({ ...registered, onChange })}
        label={label}
        autoComplete={autoComplete}
        error={Boolean(formState.errors[name])}
        helperText={formState.errors[name]?.message}
        slotProps={{ htmlInput: name === 'holder' ? undefined : { inputMode: 'numeric' } }}
        placeholder={name === 'expiry' ? copy.expiryPlaceholder : undefined}
        required
        fullWidth
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(pay)} aria-label={copy.formLabel}>
      <Alert severity="info" sx={{ mb: 2 }}>
        <strong>{copy.label}</strong>
        <br />
        {copy.hint}
      </Alert>
      <Stack spacing={2}>
        {field('holder', copy.holder, 'cc-name')}
        {field('card_number', copy.cardNumber, 'cc-number')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('expiry', copy.expiry, 'cc-exp')}
          {field('cvc', copy.cvc, 'cc-csc')}
        </Stack>
        {withCountry && (
          <Controller
            name="shipping_country"
            control={control}
            render={({ field: { ref, ...country }, fieldState }) => (
              <TextField
                {...country}
                inputRef={ref}
                select
                label={copy.country}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                fullWidth
              >
                {COUNTRIES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {copy.countries[code]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        {children}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
