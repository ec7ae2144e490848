import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { ProvincesUpdateBody, type User, type z } from '../../../../../contract';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { errorMessage } from '../../../../ui/forms/errorMessage';
import { PING_QUERY_KEY } from '../../../../domain/inbox';
import { useProvinces } from '../../../../domain/company/useProvinces';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';
import { useRefetchRoots } from '../../../../platform/refetch';

interface ProvincesForm {
  provinces: number[];
}

const EXCLUDED_QUERY_KEY = ['dealer', 'excludedProvinces'] as const;
/** Provinces whose requests the dealer does not want: after saving they leave the request lists and counters. */
export function ProvincesSection({ user }: { user: User }) {
  const t = useT();
  const queryClient = useQueryClient();
  const provinces = useProvinces();
  // Queries whose answer depends on the excluded provinces: react-admin's submissions lists and details.
  const dependsOnProvinces = useRefetchRoots('coverageChanged');
  const excluded = useQuery({
    // Keyed by the stored list: a save updates the stored user, and the names follow.
    queryKey: [...EXCLUDED_QUERY_KEY, user.user_provinces.join(',')],
    queryFn: ({ signal }) => api.get('dealerProvinces', { params: { dealerId: user.id }, signal }),
  });
  const section = useSectionForm<ProvincesForm, z.output<typeof ProvincesUpdateBody>>({
    schema: ProvincesUpdateBody,
    defaults: () => ({ provinces: user.user_provinces }),
    fields: ['provinces'],
    save: (body) => api.post('provincesUpdate', { params: { dealerId: user.id }, body }),
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY });
      void queryClient.invalidateQueries({ predicate: (query) => dependsOnProvinces.has(String(query.queryKey[0])) });
    },
  });
  const { control } = section.form;
  const byId = new Map((provinces.data ?? []).map((province) => [province.id, province]));

  return (
    <EditableSection
      title={t('app.profile.provinces.title')}
      section={section}
      summary={
        excluded.isError ? (
          <Typography color="error">{errorMessage(excluded.error)}</Typography>
        ) : excluded.data && excluded.data.length > 0 ? (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
            {excluded.data.map((province) => (
              <li key={province.id}>
                <Chip label={`${province.name} (${province.code})`} />
              </li>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary">
            {excluded.isPending ? t('app.profile.provinces.loading') : t('app.profile.provinces.none')}
          </Typography>
        )
      }
    >
      <Controller
        control={control}
        name="provinces"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={(provinces.data ?? []).map((province) => province.id)}
            value={field.value}
            onChange={(_event, ids) => field.onChange(ids)}
            getOptionLabel={(id) => (byId.get(id) ? `${byId.get(id)!.name} (${byId.get(id)!.code})` : String(id))}
            loading={provinces.isPending}
            loadingText={t('app.profile.provinces.loading')}
            noOptionsText={t('app.profile.provinces.noOptions')}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('app.profile.provinces.label')}
                error={!!fieldState.error}
                helperText={fieldState.error?.message ?? t('app.profile.provinces.help')}
              />
            )}
          />
        )}
      />
    </EditableSection>
  );
}
