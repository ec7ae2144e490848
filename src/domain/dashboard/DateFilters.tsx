import { lazy, Suspense } from 'react';
import type { DateRangeFilterProps } from './dateRange';
import { InertDates } from './InertFields';

const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/**
 * The 'Dal' / 'Al' filters as MUI pickers, for a screen drawn in MUI (the Filtri panel's editor on a wider screen,
 * analytics). The picker library is a chunk of its own, loaded when these render; empty boxes of the same size hold
 * the place meanwhile, so nothing moves when it arrives.
 */
export function DateFilters(props: DateRangeFilterProps) {
  return (
    <Suspense fallback={<InertDates />}>
      <DateRangeFilter {...props} />
    </Suspense>
  );
}
