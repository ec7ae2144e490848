import { memo, useEffect, useMemo } from 'react';
import { useT } from '../../ui/translate';
import { DateFilters, type DateWant } from './DateFilters';
import type { ReachedBy } from './FilterPlaceholder';
import { MultiSelectFilter, type FilterOption } from './MultiSelectFilter';
import { categoryOptions } from './partTree';
import { useManufacturers, usePartIndex, useParts, useProvinces } from './useLookups';
import type { useDashboardList } from './useDashboardList';
import styles from './Dashboard.module.css';

export type IdFilterKey = 'brand' | 'part' | 'province';
type IdFilterProps = {
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  initialReach?: ReachedBy;
};

/** The stand-ins the dealer reached while this editor was loading (FiltersPanel): the real fields take over from them. */
export interface EarlyReach {
  ids?: Partial<Record<IdFilterKey, ReachedBy>>;
  dates?: DateWant;
}

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

export interface FiltersEditorProps extends Pick<Controls, 'filter' | 'patchFilters'> {
  early: EarlyReach;
  /** Called once the editor is on screen: the stand-ins' early reach is used up. */
  onShown: () => void;
}

/**
 * The Filtri panel's fields: the lookup multi-selects (MUI Autocompletes once reached) and the dates (MUI pickers once
 * reached). The MUI part of the dashboard frame: FiltersPanel loads it behind the MUI boundary when the fields are
 * shown, never with the first screen; its stand-ins hold the place meanwhile. Memoised on the filter values and
 * their setter, which keep their identity while only the selection (?id=) or the page changes.
 */
const FiltersEditor = memo(function FiltersEditor({ filter, patchFilters, early, onShown }: FiltersEditorProps) {
  const t = useT();
  useEffect(() => onShown(), [onShown]);
  const idFilter = (key: IdFilterKey, label: string): IdFilterProps => ({
    label,
    value: Array.isArray(filter[key]) ? (filter[key] as number[]) : NO_IDS,
    onChange: (ids) => patchFilters({ [key]: ids }),
    initialReach: early.ids?.[key],
  });
  const date = (key: 'dateFrom' | 'dateTo') => (typeof filter[key] === 'string' ? (filter[key] as string) : null);
  return (
    <div className={styles.fields}>
      <BrandFilter {...idFilter('brand', t('app.dashboard.filters.brand'))} />
      <PartFilter {...idFilter('part', t('app.dashboard.filters.part'))} />
      <ProvinceFilter {...idFilter('province', t('app.dashboard.filters.province'))} />
      <DateFilters
        from={date('dateFrom')}
        to={date('dateTo')}
        initialWant={early.dates}
        onChange={(patch) =>
          patchFilters({
            ...(patch.from !== undefined ? { dateFrom: patch.from } : {}),
            ...(patch.to !== undefined ? { dateTo: patch.to } : {}),
          })
        }
      />
    </div>
  );
});

export default FiltersEditor;
