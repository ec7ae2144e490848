import { Autocomplete, Box, Chip, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import type { z } from '../../../../../contract';
import { CoverageUpdateBody } from '../../../../../contract/api/templates';
import type { Coverage } from '../../../../../contract/entities/quoting';
import { api } from '../../../../platform/api/dealer';
import { useT } from '../../../../ui/translate';
import { useManufacturers, useParts } from '../../../../domain/dashboard';
import { PING_QUERY_KEY } from '../../../../domain/inbox';
import { EditableSection } from '../EditableSection';
import { useSectionForm } from '../useSectionForm';
import { useRefetchRoots } from '../../../../platform/refetch';

interface CoverageFormValues {
  manufacturers: number[];
  categories: number[];
}
type Option = { id: number; name: string };

function Chips({ label, items, all }: { label: string; items: readonly Option[]; all: string }) {
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        {label}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{all}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={label}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <Chip label={item.name} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function IdsField({
  control,
  name,
  label,
  options,
}: {
  control: Control<CoverageFormValues>;
  name: keyof CoverageFormValues;
  label: string;
  options: readonly Option[];
}) {
  const t = useT();
  const byId = new Map(options.map((option) => [option.id, option.name]));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options.map((option) => option.id)}
          value={field.value}
          onChange={(_event, ids) => field.onChange(ids)}
          getOptionLabel={(id) => byId.get(id) ?? String(id)}
          noOptionsText={t('app.quoting.coverage.noOptions')}
          filterSelectedOptions
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={label}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** The section's summary (chips, or "all") and its form; the contract's CoverageUpdateBody checks both lists. */
export function CoverageForm({
  dealerId,
  coverage,
  onSaved,
}: {
  dealerId: number;
  coverage: Coverage;
  onSaved: (saved: Coverage) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const manufacturers = useManufacturers();
  const parts = useParts();
  // Queries whose answer depends on what the dealer serves: the request lists and details.
  const dependsOnCoverage = useRefetchRoots('coverageChanged');
  const categories = (parts.data ?? []).filter((part) => part.part_parent_id === null);
  const section = useSectionForm<CoverageFormValues, z.output<typeof CoverageUpdateBody>>({
    schema: CoverageUpdateBody,
    defaults: () => ({
      manufacturers: coverage.manufacturers.map((m) => m.id),
      categories: coverage.categories.map((c) => c.id),
    }),
    fields: ['manufacturers', 'categories'],
    save: async (body) => {
      onSaved(await api.post('coverageUpdate', { params: { dealerId }, body }));
    },
    onSaved: () => {
      void queryClient.invalidateQueries({ queryKey: PING_QUERY_KEY });
      void queryClient.invalidateQueries({ predicate: (query) => dependsOnCoverage.has(String(query.queryKey[0])) });
    },
  });
  const { control } = section.form;

  return (
    <EditableSection
      title={t('app.quoting.coverage.title')}
      section={section}
      summary={
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Chips
            label={t('app.quoting.coverage.manufacturers')}
            items={coverage.manufacturers}
            all={t('app.quoting.coverage.allManufacturers')}
          />
          <Chips
            label={t('app.quoting.coverage.categories')}
            items={coverage.categories}
            all={t('app.quoting.coverage.allCategories')}
          />
        </Box>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('app.quoting.coverage.help')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <IdsField
          control={control}
          name="manufacturers"
          label={t('app.quoting.coverage.manufacturers')}
          options={manufacturers.data ?? []}
        />
        <IdsField
          control={control}
          name="categories"
          label={t('app.quoting.coverage.categories')}
          options={categories}
        />
      </Box>
    </EditableSection>
  );
}
