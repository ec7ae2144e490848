import { Box, Typography } from '@mui/material';
import { FeesUpdateBody, type User, type z } from '../../../../../contract';
import { formatAmount } from '../../../../../contract/amounts';
import { api } from '../../../../platform/api/dealer';
import { formatCurrency } from '../../../../ui/format';
import { useT } from '../../../../ui/translate';
import { AmountField } from '../../../../ui/forms/AmountField';
import { muiRegister } from '../../../../ui/forms/muiRegister';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';

interface FeesForm {
  default_flat_fee: string;
  default_partial_fee: string;
}

/** Default shipping costs proposed in new quotations: whole order (flat) and part of it (partial). */
export function FeesSection({ user }: { user: User }) {
  const t = useT();
  const section = useSectionForm<FeesForm, z.output<typeof FeesUpdateBody>>({
    schema: FeesUpdateBody,
    defaults: () => ({
      default_flat_fee: formatAmount(user.default_flat_fee),
      default_partial_fee: formatAmount(user.default_partial_fee),
    }),
    fields: ['default_flat_fee', 'default_partial_fee'],
    save: (body) => api.post('feesUpdate', { params: { dealerId: user.id }, body }),
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
        <AmountField
          label={t('app.profile.fees.flat')}
          required
          fullWidth
          error={!!errors.default_flat_fee}
          helperText={errors.default_flat_fee?.message ?? t('app.profile.fees.flatHelp')}
          {...muiRegister(register('default_flat_fee'))}
        />
        <AmountField
          label={t('app.profile.fees.partial')}
          required
          fullWidth
          error={!!errors.default_partial_fee}
          helperText={errors.default_partial_fee?.message ?? t('app.profile.fees.partialHelp')}
          {...muiRegister(register('default_partial_fee'))}
        />
      </Box>
    </EditableSection>
  );
}
