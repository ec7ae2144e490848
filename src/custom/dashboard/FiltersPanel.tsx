import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { useT } from '../../translate';
import { MultiSelectFilter } from './MultiSelectFilter';
import { categoryOptions } from './partTree';
import { SortToggle } from './SortToggle';
import { useManufacturers, usePartIndex, useParts, useProvinces } from './useLookups';
import { useListFilters } from './useListFilters';

const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/** Same size as the pickers, so the panel does not jump while they load. */
function DatesLoading() {
  const t = useT();
  return (
    <>
      <TextField size="small" label={t('app.dashboard.filters.dateFrom')} disabled fullWidth />
      <TextField size="small" label={t('app.dashboard.filters.dateTo')} disabled fullWidth />
    </>
  );
}

/** The Filtri panel of SPEC §2: every change rewrites the URL, and the lists follow it. */
export function FiltersPanel() {
  const t = useT();
  const { filters, setFilters, clearFilters, activeCount } = useListFilters();
  const manufacturers = useManufacturers();
  const provinces = useProvinces();
  const parts = useParts();
  const partIndex = usePartIndex();
  const partOptions = useMemo(() => categoryOptions(partIndex), [partIndex]);
  const provinceOptions = useMemo(
    () => (provinces.data ?? []).map((province) => ({ id: province.id, name: `${province.name} (${province.code})` })),
    [provinces.data],
  );

  return (
    <Paper component="section" variant="outlined" aria-labelledby="dashboard-filters-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id="dashboard-filters-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('app.dashboard.filters.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SortToggle value={filters.sort} onChange={(sort) => setFilters({ sort })} />
          <Button variant="text" startIcon={<FilterAltOffOutlinedIcon />} onClick={clearFilters} disabled={activeCount === 0}>
            {t('app.dashboard.filters.clear', { count: activeCount })}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, minmax(0, 1fr))' } }}>
        <MultiSelectFilter
          label={t('app.dashboard.filters.brand')}
          options={manufacturers.data ?? []}
          loading={manufacturers.isPending}
          value={filters.brand}
          onChange={(brand) => setFilters({ brand })}
        />
        <MultiSelectFilter
          label={t('app.dashboard.filters.part')}
          options={partOptions}
          loading={parts.isPending}
          value={filters.part}
          onChange={(part) => setFilters({ part })}
        />
        <MultiSelectFilter
          label={t('app.dashboard.filters.province')}
          options={provinceOptions}
          loading={provinces.isPending}
          value={filters.province}
          onChange={(province) => setFilters({ province })}
        />
        <Suspense fallback={<DatesLoading />}>
          <DateRangeFilter
            from={filters.dateFrom}
            to={filters.dateTo}
            onChange={(patch) =>
              setFilters({
                ...(patch.from !== undefined ? { dateFrom: patch.from } : {}),
                ...(patch.to !== undefined ? { dateTo: patch.to } : {}),
              })
            }
          />
        </Suspense>
      </Box>
    </Paper>
  );
}
