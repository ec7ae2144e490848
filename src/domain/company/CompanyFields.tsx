import { Box, TextField, Typography } from '@mui/material';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useT, type PlainKey } from '../../ui/translate';
import { errorMessage } from '../../ui/forms/errorMessage';
import { muiRegister } from '../../ui/forms/muiRegister';
import type { CompanyForm } from './companyForm';
import { useProvinces } from './useProvinces';

interface FieldSpec {
  name: keyof CompanyForm;
  label: PlainKey;
  autoComplete?: string;
  inputMode?: 'tel' | 'numeric' | 'email' | 'text';
}

const BILLING: FieldSpec[] = [
  { name: 'legal_name', label: 'app.register.company.legalName', autoComplete: 'organization' },
  { name: 'phone', label: 'app.register.company.phone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'vat_number', label: 'app.register.company.vatNumber', inputMode: 'numeric' },
  { name: 'sdi', label: 'app.register.company.sdi' },
  { name: 'pec', label: 'app.register.company.pec', autoComplete: 'email', inputMode: 'email' },
];
const ADDRESS: FieldSpec[] = [
  { name: 'adr_street', label: 'app.register.company.street', autoComplete: 'address-line1' },
  { name: 'adr_house_no', label: 'app.register.company.houseNo' },
  { name: 'adr_city', label: 'app.register.company.city', autoComplete: 'address-level2' },
];
const ZIP: FieldSpec = {
  name: 'adr_zip_code',
  label: 'app.register.company.zipCode',
  autoComplete: 'postal-code',
  inputMode: 'numeric',
};

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

interface Props<T extends CompanyForm & FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Heading level of the two group titles (h2 on /register, h3 inside a profile section). */
  headingLevel?: 'h2' | 'h3';
}

/** 'Dati fatturazione' and 'Sede legale' (SPEC §2 Register), also the profile's company section. */
export function CompanyFields<T extends CompanyForm & FieldValues>({
  register,
  errors,
  headingLevel = 'h2',
}: Props<T>) {
  const t = useT();
  const provinces = useProvinces();
  const field = ({ name, label, autoComplete, inputMode }: FieldSpec) => {
    const error = (errors as FieldErrors<CompanyForm>)[name];
    return (
      <TextField
        key={name}
        label={t(label)}
        required
        fullWidth
        autoComplete={autoComplete}
        error={!!error}
        helperText={error?.message}
        slotProps={{ htmlInput: { inputMode } }}
        {...muiRegister(register(name as Path<T>))}
      />
    );
  };
  const provinceError = (errors as FieldErrors<CompanyForm>).adr_province;

  return (
    <>
      <Typography component={headingLevel} variant="h6" sx={{ mt: 3, mb: 2 }}>
        {t('app.register.company.billingTitle')}
      </Typography>
      <Box sx={grid}>{BILLING.map(field)}</Box>
      <Typography component={headingLevel} variant="h6" sx={{ mt: 3, mb: 2 }}>
        {t('app.register.company.addressTitle')}
      </Typography>
      <Box sx={grid}>
        {ADDRESS.map(field)}
        {provinces.data ? (
          // Mounted once the options exist, so the registered select can show the stored province.
          <TextField
            select
            label={t('app.register.company.province')}
            required
            fullWidth
            error={!!provinceError}
            helperText={provinceError?.message}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            // The disabled placeholder reads as a placeholder: a required native select is :invalid while empty.
            sx={{ '& select:invalid': { color: 'text.secondary' } }}
            {...muiRegister(register('adr_province' as Path<T>))}
          >
            <option value="" disabled>
              {t('app.register.company.provincePlaceholder')}
            </option>
            {provinces.data.map((province) => (
              <option key={province.id} value={String(province.id)}>
                {province.name} ({province.code})
              </option>
            ))}
          </TextField>
        ) : (
          <TextField
            label={t('app.register.company.province')}
            required
            fullWidth
            disabled
            error={provinces.isError}
            helperText={provinces.isError ? errorMessage(provinces.error) : t('app.register.company.provincesLoading')}
          />
        )}
        {field(ZIP)}
      </Box>
    </>
  );
}
