import { errors } from '../../i18n/it/errors.js';
import { CalendarDay, Id } from '../common.js';
import { SEARCH_MIN_LENGTH } from '../constants.js';
import { z } from '../z.js';

/** A list of ids given as repeated query keys (brand=1&brand=2) or comma-separated (brand=1,2). */
export const IdList = z.preprocess((value) => {
  if (value === undefined || value === '') return undefined;
  const items = Array.isArray(value) ? value : String(value).split(',');
  return items.filter((item) => String(item).trim() !== '').map((item) => Number(item));
}, z.array(Id).max(200).optional());

export const SortDirection = z.enum(['desc', 'asc']);
export type SortDirection = z.infer<typeof SortDirection>;

export const ListFilters = z
  .object({
    page: z.coerce
      .number({ error: errors.page })
      .int(errors.page)
      .min(1, errors.page)
      .max(100_000, errors.page)
      .default(1),
    brand: IdList,
    part: IdList,
    province: IdList,
    dateFrom: CalendarDay.optional(),
    dateTo: CalendarDay.optional(),
    search: z
      .string()
      .trim()
      .max(100, errors.tooLong)
      .refine((text) => text.length === 0 || text.length >= SEARCH_MIN_LENGTH, errors.searchTooShort)
      .optional(),
    sort: SortDirection.default('desc'),
  })
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    message: 'La data iniziale non può essere successiva alla data finale',
    path: ['dateFrom'],
  });
export type ListFilters = z.infer<typeof ListFilters>;
