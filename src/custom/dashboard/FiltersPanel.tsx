import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useT } from '../../translate';
import { DateFilters } from './DateFilters';
import { MultiSelectFilter, type FilterOption } from './MultiSelectFilter';
import { categoryOptions } from './partTree';
import { SortToggle } from './SortToggle';
import { useManufacturers, usePartIndex, useParts, useProvinces } from './useLookups';
import { useListFilters } from './useListFilters';

type IdFilterKey = 'brand' | 'part' | 'province';
type IdFilterProps = { label: string; value: readonly number[]; onChange: (ids: number[]) => void };

const NO_OPTIONS: FilterOption[] = [];

// One component per lookup: each list arriving redraws its own field, not the whole panel.
function BrandFilter(props: IdFilterProps) {
  const manufacturers = useManufacturers();
  return <MultiSelectFilter {...props} options={manufacturers.data ?? NO_OPTIONS} loading={manufacturers.isPending} />;
}

function PartFilter(props: IdFilterProps) {
  const parts = useParts();
  const partIndex = usePartIndex();
  const options = useMemo(() => categoryOptions(partIndex), [partIndex]);
  return <MultiSelectFilter {...props} options={options} loading={parts.isPending} />;
}

function ProvinceFilter(props: IdFilterProps) {
  const provinces = useProvinces();
  const options = useMemo(
    () => (provinces.data ?? []).map((province) => ({ id: province.id, name: `${province.name} (${province.code})` })),
    [provinces.data],
  );
  return <MultiSelectFilter {...props} options={options} loading={provinces.isPending} />;
}

/** The Filtri panel of SPEC §2: every change rewrites the URL, and the lists follow it. */
export function FiltersPanel() {
  const t = useT();
  const { filters, setFilters, clearFilters, activeCount } = useListFilters();
  const idFilter = (key: IdFilterKey, label: string): IdFilterProps => ({
    label,
    value: filters[key],
    onChange: (ids) => setFilters({ [key]: ids }),
  });

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
        <BrandFilter {...idFilter('brand', t('app.dashboard.filters.brand'))} />
        <PartFilter {...idFilter('part', t('app.dashboard.filters.part'))} />
        <ProvinceFilter {...idFilter('province', t('app.dashboard.filters.province'))} />
        <DateFilters
          from={filters.dateFrom}
          to={filters.dateTo}
          onChange={(patch) =>
            setFilters({
              ...(patch.from !== undefined ? { dateFrom: patch.from } : {}),
              ...(patch.to !== undefined ? { dateTo: patch.to } : {}),
            })
          }
        />
      </Box>
    </Paper>
  );
}
