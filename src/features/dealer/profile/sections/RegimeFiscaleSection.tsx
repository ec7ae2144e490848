import { MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { InvoiceSettings } from '../../../../../contract/api/invoices';
import { DEFAULT_REGIME_FISCALE, REGIMI_FISCALI, type RegimeFiscale } from '../../../../../contract/entities/invoice';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';

interface RegimeForm {
  regime_fiscale: RegimeFiscale;
}

/** The FatturaPA RegimeFiscale of the dealer's sale invoices; RF01 until changed. */
export function RegimeFiscaleSection({ dealerId }: { dealerId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const queryKey = ['invoiceSettings', dealerId];
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get('invoiceSettings', { params: { dealerId }, signal }),
  });
  const regime = data?.regime_fiscale ?? DEFAULT_REGIME_FISCALE;
  const section = useSectionForm<RegimeForm, RegimeForm>({
    schema: InvoiceSettings,
    defaults: () => ({ regime_fiscale: regime }),
    fields: ['regime_fiscale'],
    save: async (body) => {
      const saved = await api.post('invoiceSettingsUpdate', { params: { dealerId }, body });
      queryClient.setQueryData(queryKey, saved);
      return saved;
    },
  });
  return (
    <EditableSection
      title={t('app.invoices.settings.title')}
      section={section}
      summary={
        <>
          <Typography data-testid="regime-value">{t(`app.invoices.regimes.${regime}`)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('app.invoices.settings.help')}
          </Typography>
        </>
      }
    >
      <Controller
        control={section.form.control}
        name="regime_fiscale"
        render={({ field: { ref, ...field } }) => (
          <TextField select fullWidth label={t('app.invoices.settings.regime')} {...field} inputRef={ref}>
            {REGIMI_FISCALI.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`app.invoices.regimes.${code}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </EditableSection>
  );
}
