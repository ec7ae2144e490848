export type DateBound = 'from' | 'to';

/** Props of the lazily loaded date pickers (kept here so the first bundle can type them without loading them). */
export interface DateRangeFilterProps {
  /** YYYY-MM-DD or null. */
  from: string | null;
  to: string | null;
  onChange: (patch: { from?: string | null; to?: string | null }) => void;
  /** The field to focus once loaded (the user was on its stand-in). */
  autoFocus?: DateBound;
}
