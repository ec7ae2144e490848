import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { errors } from '../../../i18n/it/errors';
import { api } from '../../platform/dataProvider/api';
import { useT, type PlainKey } from '../../ui/translate';
import { muiRegister } from '../../ui/forms/muiRegister';
import { applyServerErrors } from '../../ui/forms/serverErrors';
import type { PaymentOutcome } from './paymentTypes';
import type { PaymentFlow } from './usePaymentFlow';

const COUNTRIES = ['IT', 'SM', 'VA', 'CH', 'FR', 'DE', 'AT', 'ES', 'SI'] as const;
type Country = (typeof COUNTRIES)[number];
const FIELDS = ['holder', 'card_number', 'expiry', 'cvc', 'shipping_country'] as const;

interface DemoCardValues {
  holder: string;
  card_number: string;
  expiry: string;
  cvc: string;
  shipping_country: Country;
}

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

export interface DemoPaymentFormProps {
  clientSecret: string;
  orderId: number | null;
  flow: PaymentFlow;
  submitLabel: string;
}

/**
 * The demo provider's own card form (no real money): POST /payment/demo/checkout, then the shared flow.
 * Field errors of a 422 show under the fields; a declined card opens the error dialog with the server's message.
 */
export function DemoPaymentForm({ clientSecret, orderId, flow, submitLabel }: DemoPaymentFormProps) {
  const t = useT();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<DemoCardValues>({
    defaultValues: { holder: '', card_number: '', expiry: '', cvc: '', shipping_country: 'IT' },
  });
  const required = { required: errors.required };

  const pay = (values: DemoCardValues) =>
    flow.confirm(orderId, async (): Promise<PaymentOutcome> => {
      try {
        const reply = await api.post('demoCheckout', { body: { client_secret: clientSecret, ...values } });
        if (reply.status === 'failed') return { error: reply.message ?? t('app.payments.dialogs.unexpectedProvider') };
        return { externalId: reply.external_id };
      } catch (error) {
        const fieldErrors = (error as { body?: { errors?: Record<string, string[]> } }).body?.errors;
        if (fieldErrors && Object.keys(fieldErrors).some((field) => (FIELDS as readonly string[]).includes(field))) {
          applyServerErrors(error, setError, FIELDS);
          return { error: null };
        }
        throw error;
      }
    });

  const field = (
    name: Exclude<keyof DemoCardValues, 'shipping_country'>,
    label: PlainKey,
    autoComplete: string,
    numeric = false,
  ) => {
    const registered = register(name, required);
    const onChange: typeof registered.onChange =
      name === 'expiry'
        ? (event: { target: { value: string } }) => {
            const previous = getValues('expiry');
            setValue('expiry', formatExpiry(event.target.value, previous), { shouldDirty: true });
            return Promise.resolve();
          }
        : registered.onChange;
    return (
      <TextField
        {...muiRegister({ ...registered, onChange })}
        label={t(label)}
        autoComplete={autoComplete}
        error={Boolean(formState.errors[name])}
        helperText={formState.errors[name]?.message}
        slotProps={{ htmlInput: numeric ? { inputMode: 'numeric' } : undefined }}
        placeholder={name === 'expiry' ? t('app.payments.demo.expiryPlaceholder') : undefined}
        required
        fullWidth
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(pay)} aria-label={t('app.payments.demo.formLabel')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        <strong>{t('app.payments.demo.label')}</strong>
        <br />
        {t('app.payments.demo.hint')}
      </Alert>
      <Stack spacing={2}>
        {field('holder', 'app.payments.demo.holder', 'cc-name')}
        {field('card_number', 'app.payments.demo.cardNumber', 'cc-number', true)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field('expiry', 'app.payments.demo.expiry', 'cc-exp', true)}
          {field('cvc', 'app.payments.demo.cvc', 'cc-csc', true)}
        </Stack>
        <Controller
          name="shipping_country"
          control={control}
          render={({ field: { ref, ...country }, fieldState }) => (
            <TextField
              {...country}
              inputRef={ref}
              select
              label={t('app.payments.demo.country')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              fullWidth
            >
              {COUNTRIES.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`app.payments.demo.countries.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Button type="submit" variant="contained" size="large" disabled={flow.state.status === 'inProgress'}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
