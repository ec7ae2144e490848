import { TextField } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../ui/translate';
import type { DateBound, DateRangeFilterProps } from './dateRange';

const DateRangeFilter = lazy(() => import('./DateRangeFilter'));

/**
 * Same size and labels as the pickers, so the panel does not jump when they arrive. Focusable (not disabled):
 * a keyboard user reaching one asks for the pickers, and the focus moves on to the real field.
 */
function DateStandIns({ onWant }: { onWant: (bound?: DateBound) => void }) {
  const t = useT();
  const field = (bound: DateBound, label: string) => (
    <TextField
      size="small"
      label={label}
      fullWidth
      sx={{ bgcolor: 'background.paper' }}
      onPointerEnter={() => onWant()}
      onFocus={() => onWant(bound)}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
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
 */
export function DateFilters(props: DateRangeFilterProps) {
  const [wanted, setWanted] = useState(false);
  const [focusBound, setFocusBound] = useState<DateBound | undefined>(undefined);
  const want = (bound?: DateBound) => {
    setWanted(true);
    if (bound) setFocusBound(bound);
  };
  if (!wanted && props.from === null && props.to === null) return <DateStandIns onWant={want} />;
  return (
    <Suspense fallback={<DateStandIns onWant={want} />}>
      <DateRangeFilter {...props} autoFocus={focusBound} />
    </Suspense>
  );
}
