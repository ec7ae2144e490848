import { Box, Typography } from '@mui/material';
import { DealerUpdateBody, type User, type z } from '../../../../../contract';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { CompanyFields } from '../../../../domain/company/CompanyFields';
import { COMPANY_FIELDS, companyDefaults, type CompanyForm } from '../../../../domain/company/companyForm';
import { useProvinces } from '../../../../domain/company/useProvinces';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';

/** Billing data and registered office: the fields of the registration, without password and terms. */
export function CompanySection({ user }: { user: User }) {
  const t = useT();
  const provinces = useProvinces();
  const section = useSectionForm<CompanyForm, z.output<typeof DealerUpdateBody>>({
    schema: DealerUpdateBody,
    defaults: () => companyDefaults(user),
    fields: COMPANY_FIELDS,
    save: (body) => api.post('dealerUpdate', { params: { dealerId: user.id }, body }),
  });
  const { register, formState } = section.form;
  const province = provinces.data?.find((p) => p.id === user.adr_province);
  const rows: [string, string | null][] = [
    [t('app.register.company.legalName'), user.legal_name],
    [t('app.register.company.vatNumber'), user.vat_number],
    [t('app.register.company.sdi'), user.sdi],
    [t('app.register.company.pec'), user.pec],
    [t('app.register.company.phone'), user.phone],
    [
      t('app.register.company.addressTitle'),
      user.adr_street
        ? `${user.adr_street} ${user.adr_house_no ?? ''}, ${user.adr_zip_code ?? ''} ${user.adr_city ?? ''}${province ? ` (${province.code})` : ''}`
        : null,
    ],
  ];

  return (
    <EditableSection
      title={t('app.profile.company.title')}
      section={section}
      summary={
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value || t('app.profile.notSet')}
              </Typography>
            </Box>
          ))}
        </Box>
      }
    >
      <CompanyFields register={register} errors={formState.errors} headingLevel="h3" />
    </EditableSection>
  );
}
