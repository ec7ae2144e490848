import { Box, TextField, Typography } from '@mui/material';
import { FeesUpdateBody, type User, type z } from '../../../../contract';
import { api } from '../../../platform/dataProvider/api';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { muiRegister } from '../../../ui/forms/muiRegister';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';

interface FeesForm {
  default_flat_fee: string;
  default_partial_fee: string;
}

const money = { type: 'number', inputMode: 'decimal', step: 0.01, min: 0 } as const;

/** Default shipping costs proposed in new quotations: whole order (flat) and part of it (partial). */
export function FeesSection({ user }: { user: User }) {
  const t = useT();
  const section = useSectionForm<FeesForm, z.output<typeof FeesUpdateBody>>({
    schema: FeesUpdateBody,
    defaults: () => ({
      default_flat_fee: user.default_flat_fee.toFixed(2),
      default_partial_fee: user.default_partial_fee.toFixed(2),
    }),
    fields: ['default_flat_fee', 'default_partial_fee'],
    save: (body) => api.post('feesUpdate', { params: { id: user.id }, body }),
  });
  const { register, formState } = section.form;
  const { errors } = formState;

  return (
    <EditableSection
      title={t('app.profile.fees.title')}
      section={section}
      summary={
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          <Typography component="dt" color="text.secondary">
            {t('app.profile.fees.flatSummary')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatCurrency(user.default_flat_fee)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            {t('app.profile.fees.partialSummary')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatCurrency(user.default_partial_fee)}
          </Typography>
        </Box>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label={t('app.profile.fees.flat')}
          required
          fullWidth
          error={!!errors.default_flat_fee}
          helperText={errors.default_flat_fee?.message ?? t('app.profile.fees.flatHelp')}
          slotProps={{ htmlInput: money }}
          {...muiRegister(register('default_flat_fee'))}
        />
        <TextField
          label={t('app.profile.fees.partial')}
          required
          fullWidth
          error={!!errors.default_partial_fee}
          helperText={errors.default_partial_fee?.message ?? t('app.profile.fees.partialHelp')}
          slotProps={{ htmlInput: money }}
          {...muiRegister(register('default_partial_fee'))}
        />
      </Box>
    </EditableSection>
  );
}
