import dayjs from 'dayjs';
import 'dayjs/locale/it';

// Configured once, on first import: import dayjs from this module (never from 'dayjs') so every date speaks Italian
// (the date pickers' adapter, relative days). Loaded only by the screens that compute with dates: the formatters of
// ui/format.ts use Intl and keep dayjs out of the first load.
dayjs.locale('it');

export { dayjs };
