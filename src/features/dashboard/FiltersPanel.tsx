import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { Box, Button, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { memo, useMemo } from 'react';
import { useStore } from 'react-admin';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { useT } from '../../ui/translate';
import { DateFilters } from './DateFilters';
import { MultiSelectFilter, type FilterOption } from './MultiSelectFilter';
import { categoryOptions } from './partTree';
import { SortToggle } from './SortToggle';
import { useManufacturers, usePartIndex, useParts, useProvinces } from './useLookups';
import { useDashboardList } from './useDashboardList';

type IdFilterKey = 'brand' | 'part' | 'province';
type IdFilterProps = { label: string; value: readonly number[]; onChange: (ids: number[]) => void };

const NO_OPTIONS: FilterOption[] = [];
const NO_IDS: number[] = [];

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

type Controls = ReturnType<typeof useDashboardList>;

/**
 * The lookup and date fields (three Autocompletes: the panel's heavy part), memoised on the filter values and their
 * setter, which keep their identity while only the selection (?id=) or the page changes (issue 18).
 */
const FilterFields = memo(function FilterFields({ filter, patchFilters }: Pick<Controls, 'filter' | 'patchFilters'>) {
  const t = useT();
  const idFilter = (key: IdFilterKey, label: string): IdFilterProps => ({
    label,
    value: Array.isArray(filter[key]) ? (filter[key] as number[]) : NO_IDS,
    onChange: (ids) => patchFilters({ [key]: ids }),
  });
  const date = (key: 'dateFrom' | 'dateTo') => (typeof filter[key] === 'string' ? (filter[key] as string) : null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, minmax(0, 1fr))' } }}>
      <BrandFilter {...idFilter('brand', t('app.dashboard.filters.brand'))} />
      <PartFilter {...idFilter('part', t('app.dashboard.filters.part'))} />
      <ProvinceFilter {...idFilter('province', t('app.dashboard.filters.province'))} />
      <DateFilters
        from={date('dateFrom')}
        to={date('dateTo')}
        onChange={(patch) =>
          patchFilters({
            ...(patch.from !== undefined ? { dateFrom: patch.from } : {}),
            ...(patch.to !== undefined ? { dateTo: patch.to } : {}),
          })
        }
      />
    </Box>
  );
});

/**
 * Folded or not, remembered per dealer in react-admin's store (issue 27); unset, folded on a phone (the fields took
 * ~330 px on every tab) and open on a wider screen.
 */
export function useFiltersFolded(): [boolean, (folded: boolean) => void] {
  const user = useStoredUser();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [stored, setStored] = useStore<boolean | null>(`dashboard.filtersFolded.${user?.id ?? 0}`, null);
  return [stored ?? phone, setStored];
}

/** The Filtri panel of SPEC §2: every change sets the list context's filters (and so the URL), and the list follows. */
export function FiltersPanel() {
  const t = useT();
  const { filter, patchFilters, clearFilters, activeCount, order, setOrder } = useDashboardList();
  const [folded, setFolded] = useFiltersFolded();
  return (
    <Paper component="section" variant="outlined" aria-labelledby="dashboard-filters-title" sx={{ p: folded ? 1 : 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: folded ? 0 : 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id="dashboard-filters-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('app.dashboard.filters.title')}
          </Typography>
          {activeCount > 0 && (
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }} data-testid="active-filters">
              {t('app.dashboard.filters.active', { count: activeCount })}
            </Typography>
          )}
          <Button
            size="small"
            onClick={() => setFolded(!folded)}
            aria-expanded={!folded}
            aria-controls="dashboard-filter-fields"
            endIcon={folded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
          >
            {folded ? t('app.dashboard.filters.unfold') : t('app.dashboard.filters.fold')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <SortToggle value={order} onChange={setOrder} />
          <Button variant="text" startIcon={<FilterAltOffOutlinedIcon />} onClick={clearFilters} disabled={activeCount === 0}>
            {t('app.dashboard.filters.clear', { count: activeCount })}
          </Button>
        </Box>
      </Box>
      <Box id="dashboard-filter-fields" hidden={folded}>
        {!folded && <FilterFields filter={filter} patchFilters={patchFilters} />}
      </Box>
    </Paper>
  );
}
