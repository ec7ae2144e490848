import { Box, Typography } from '@mui/material';
import { AmountField } from '../../../ui/forms/AmountField';
import { useFormContext } from 'react-hook-form';
import { useT } from '../../../ui/translate';
import { muiRegister } from '../../../ui/forms/muiRegister';
import type { DraftValues } from '../../../domain/drafts/draftModel';

/** Flat and partial shipping fees; SPEC §5: the partial fee only with more than one row. */
export function DraftShippingFields({ idPrefix, rowCount }: { idPrefix: string; rowCount: number }) {
  const t = useT();
  const { register, formState } = useFormContext<DraftValues>();
  const { errors } = formState;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('app.drafts.form.shipping')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <AmountField
          id={`${idPrefix}-shipping-flat`}
          size="small"
          required
          label={t('app.drafts.form.shippingFlat')}
          error={Boolean(errors.shipping_cost_flat)}
          helperText={errors.shipping_cost_flat?.message ?? t('app.drafts.form.shippingFlatHelp')}
          {...muiRegister(register('shipping_cost_flat'))}
        />
        {rowCount > 1 && (
          <AmountField
            id={`${idPrefix}-shipping-partial`}
            size="small"
            required
            label={t('app.drafts.form.shippingPartial')}
            error={Boolean(errors.shipping_cost_partial)}
            helperText={errors.shipping_cost_partial?.message ?? t('app.drafts.form.shippingPartialHelp')}
            {...muiRegister(register('shipping_cost_partial'))}
          />
        )}
      </Box>
    </Box>
  );
}
