import { lazy, Suspense, useState } from 'react';
import { useT } from '../../ui/translate';
import type { DateBound, DateRangeFilterProps } from './dateRange';
import { StandInField } from './FilterPlaceholder';

const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/** A date field wanted before the pickers were there: with the pointer (no bound), or with the focus (its bound). */
export type DateWant = DateBound | 'hover';

/**
 * Same size and labels as the pickers, so the panel does not jump when they arrive. Focusable (not disabled):
 * a keyboard user reaching one asks for the pickers, and the focus moves on to the real field. Plain (no MUI): the
 * Filtri panel shows them while its MUI part loads, too (FiltersPanel).
 */
export function DateStandIns({ onWant }: { onWant: (want: DateWant) => void }) {
  const t = useT();
  const field = (bound: DateBound, label: string) => (
    <StandInField label={label} onReach={(by) => onWant(by === 'hover' ? 'hover' : bound)} />
  );
  return (
    <>
      {field('from', t('app.dashboard.filters.dateFrom'))}
      {field('to', t('app.dashboard.filters.dateTo'))}
    </>
  );
}

/**
 * The 'Dal' / 'Al' filters. The picker library is the heaviest part of the dashboard and most visits never use
 * it: it loads when a date is set (URL) or when the pointer or the focus reaches the fields, not with the page.
 * The pickers are MUI: they render inside MUI's theme (the Filtri panel's editor, a MUI screen). `initialWant`: the
 * dealer reached a stand-in before this component was there (FiltersPanel's stand-ins).
 */
export function DateFilters({ initialWant, ...props }: DateRangeFilterProps & { initialWant?: DateWant }) {
  const [wanted, setWanted] = useState(initialWant !== undefined);
  const [focusBound, setFocusBound] = useState<DateBound | undefined>(
    initialWant === 'hover' ? undefined : initialWant,
  );
  const want = (reach: DateWant) => {
    setWanted(true);
    if (reach !== 'hover') setFocusBound(reach);
  };
  if (!wanted && props.from === null && props.to === null) return <DateStandIns onWant={want} />;
  return (
    <Suspense fallback={<DateStandIns onWant={want} />}>
      <DateRangeFilter {...props} autoFocus={focusBound} />
    </Suspense>
  );
}
