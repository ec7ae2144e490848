import { memo } from 'react';
import { useT } from '../../ui/translate';
import { DateFilters } from './DateFilters';
import { filterDate, filterIds, ID_FILTERS, optionsOf, type IdFilterKey } from './filterOptions';
import { MultiSelectFilter } from './MultiSelectFilter';
import type { useDashboardList } from './useDashboardList';
import styles from './Dashboard.module.css';

interface IdFilterProps {
  filterKey: IdFilterKey;
  label: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}

// One component per lookup: each list arriving redraws its own field, not the whole panel.
function IdFilter({ filterKey, ...props }: IdFilterProps) {
  const { options, loading } = optionsOf[filterKey]();
  return <MultiSelectFilter {...props} options={options} loading={loading} />;
}

type Controls = ReturnType<typeof useDashboardList>;
export type FiltersEditorProps = Pick<Controls, 'filter' | 'patchFilters'>;

/**
 * The Filtri panel's fields on a wider screen: the lookup multi-selects (MUI Autocompletes) and the dates (MUI
 * pickers). FiltersPanel loads it behind the MUI boundary when the fields are shown, never with the first screen; a
 * phone gets native fields instead (PhoneFilters). Memoised on the filter values and their setter, which keep their
 * identity while only the selection (?id=) or the page changes.
 */
const FiltersEditor = memo(function FiltersEditor({ filter, patchFilters }: FiltersEditorProps) {
  const t = useT();
  return (
    <div className={styles.fields}>
      {ID_FILTERS.map(({ key, label }) => (
        <IdFilter
          key={key}
          filterKey={key}
          label={t(label)}
          value={filterIds(filter, key)}
          onChange={(ids) => patchFilters({ [key]: ids })}
        />
      ))}
      <DateFilters
        from={filterDate(filter, 'dateFrom')}
        to={filterDate(filter, 'dateTo')}
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
