/** Props of the lazily loaded date pickers (kept here so the first bundle can type them without loading them). */
export interface DateRangeFilterProps {
  /** YYYY-MM-DD or null. */
  from: string | null;
  to: string | null;
  onChange: (patch: { from?: string | null; to?: string | null }) => void;
}
