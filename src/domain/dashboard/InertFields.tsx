import { fieldStyles } from '../../ui/primitives/Field';
import { useT } from '../../ui/translate';
import { ID_FILTERS } from './filterOptions';
import styles from './Dashboard.module.css';

/** An empty box of a field's size with its label: hidden from assistive technology, never focusable. */
function InertBox({ label }: { label: string }) {
  return (
    <div className={fieldStyles.field} aria-hidden>
      <span className={fieldStyles.label}>{label}</span>
    </div>
  );
}

/** The date fields' places while the pickers load (DateFilters), inside a grid of fields. */
export function InertDates() {
  const t = useT();
  return (
    <>
      <InertBox label={t('app.dashboard.filters.dateFrom')} />
      <InertBox label={t('app.dashboard.filters.dateTo')} />
    </>
  );
}

/**
 * The Filtri panel's fields while their MUI part loads: the panel keeps its height, and nothing there takes the
 * focus or is read out; the real fields are the only ones a dealer can reach.
 */
export function InertFields() {
  const t = useT();
  return (
    <div className={styles.fields}>
      {ID_FILTERS.map(({ key, label }) => (
        <InertBox key={key} label={t(label)} />
      ))}
      <InertDates />
    </div>
  );
}
