import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useState } from 'react';
import { dayjs } from '../../ui/dayjs';
import { useT } from '../../ui/translate';
import type { DateRangeFilterProps } from './dateRange';

/** Day, month name, year: '5 novembre 2026' (SPEC §2). */
export const DATE_FILTER_FORMAT = 'D MMMM YYYY';
const ISO_DAY = 'YYYY-MM-DD';
const localeText = itIT.components.MuiLocalizationProvider.defaultProps.localeText;

type Dayjs = ReturnType<typeof dayjs>;
const parse = (value: string | null) => (value ? dayjs(value) : null);

/**
 * The 'Dal' / 'Al' pickers (loaded on demand by DateFilters: the picker library stays out of the page load).
 * 'Dal' cannot go past 'Al' and 'Al' cannot go before 'Dal'; both clearable. Only complete, valid dates reach the URL.
 */
export default function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const t = useT();
  const [errors, setErrors] = useState<{ from: DateValidationError; to: DateValidationError }>({
    from: null,
    to: null,
  });
  const message = (error: DateValidationError, bound: 'from' | 'to') => {
    if (!error) return undefined;
    if (error === 'maxDate' && bound === 'from') return t('app.dashboard.filters.dateFromAfterTo');
    if (error === 'minDate' && bound === 'to') return t('app.dashboard.filters.dateToBeforeFrom');
    return t('app.dashboard.filters.invalidDate');
  };
  const apply = (bound: 'from' | 'to', value: Dayjs | null, error: DateValidationError) => {
    if (value === null) onChange({ [bound]: null });
    else if (!error && value.isValid()) onChange({ [bound]: value.format(ISO_DAY) });
  };
  const field = (bound: 'from' | 'to') => ({
    sx: { bgcolor: 'background.paper' },
    helperText: message(errors[bound], bound),
  });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      <DatePicker
        label={t('app.dashboard.filters.dateFrom')}
        value={parse(from)}
        maxDate={parse(to) ?? undefined}
        format={DATE_FILTER_FORMAT}
        onChange={(value, context) => apply('from', value, context.validationError)}
        onError={(error) => setErrors((current) => ({ ...current, from: error }))}
        slotProps={{
          field: { clearable: true, shouldRespectLeadingZeros: true },
          textField: { ...field('from'), size: 'small', fullWidth: true },
        }}
      />
      <DatePicker
        label={t('app.dashboard.filters.dateTo')}
        value={parse(to)}
        minDate={parse(from) ?? undefined}
        format={DATE_FILTER_FORMAT}
        onChange={(value, context) => apply('to', value, context.validationError)}
        onError={(error) => setErrors((current) => ({ ...current, to: error }))}
        slotProps={{
          field: { clearable: true, shouldRespectLeadingZeros: true },
          textField: { ...field('to'), size: 'small', fullWidth: true },
        }}
      />
    </LocalizationProvider>
  );
}
