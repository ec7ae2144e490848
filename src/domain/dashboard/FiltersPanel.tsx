import { useSyncExternalStore } from 'react';
import { useStore } from 'react-admin';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { lazyBehindBoundary } from '../../ui/MuiBoundary';
import { useT } from '../../ui/translate';
import { InertFields } from './InertFields';
import { ExpandLessIcon, ExpandMoreIcon, FilterAltOffOutlinedIcon } from '../../ui/icons';
import { Button } from '../../ui/primitives/Button';
import { PhoneFilters } from './PhoneFilters';
import { SortToggle } from './SortToggle';
import { useDashboardList } from './useDashboardList';
import styles from './Dashboard.module.css';

/** The multi-selects and date pickers (MUI), on a wider screen: loaded inside MUI's theme when the fields are shown. */
const FiltersEditor = lazyBehindBoundary(() => import('./FiltersEditor'), <InertFields />);

/** MUI's breakpoints.down('sm'): narrower than 600 px. */
const PHONE_QUERY = '(max-width: 599.95px)';
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;
/** A phone: narrower than MUI's sm breakpoint, followed as the window changes. */
export const usePhone = () => useSyncExternalStore(subscribePhone, isPhone, () => false);

/**
 * Folded or not, remembered per dealer in react-admin's store; unset, folded on a phone (the fields took
 * ~330 px on every tab) and open on a wider screen.
 */
export function useFiltersFolded(): [boolean, (folded: boolean) => void] {
  const user = useStoredUser();
  const phone = usePhone();
  const [stored, setStored] = useStore<boolean | null>(`dashboard.filtersFolded.${user?.id ?? 0}`, null);
  return [stored ?? phone, setStored];
}

/**
 * The Filtri panel of SPEC §2: every change sets the list context's filters (and so the URL), and the list follows.
 * Its header (title, count, fold, order, clear) is plain. Its fields: on a phone native ones drawn with the
 * primitives (PhoneFilters), no MUI; on a wider screen the MUI editor, loaded behind the MUI boundary (FiltersEditor).
 */
export function FiltersPanel() {
  const t = useT();
  const { filter, patchFilters, clearFilters, activeCount, order, setOrder } = useDashboardList();
  const [folded, setFolded] = useFiltersFolded();
  const phone = usePhone();
  // The dealer heading for "Modifica i filtri" on a wider screen: the fields' code starts loading before the press.
  const preload = () => {
    if (folded && !phone) void FiltersEditor.preload();
  };
  return (
    <section
      aria-labelledby="dashboard-filters-title"
      className={folded ? `${styles.panel} ${styles.panelFolded}` : styles.panel}
    >
      <div className={styles.panelHead}>
        <div className={styles.panelTitleRow}>
          <h2 id="dashboard-filters-title" className={styles.panelTitle}>
            {t('app.dashboard.filters.title')}
          </h2>
          {activeCount > 0 && (
            <p className={styles.panelActive} data-testid="active-filters">
              {t('app.dashboard.filters.active', { count: activeCount })}
            </p>
          )}
          <Button
            size="small"
            endIcon={folded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
            onClick={() => setFolded(!folded)}
            onPointerEnter={preload}
            onFocus={preload}
            aria-expanded={!folded}
            aria-controls="dashboard-filter-fields"
          >
            {folded ? t('app.dashboard.filters.unfold') : t('app.dashboard.filters.fold')}
          </Button>
        </div>
        <div className={styles.panelActions}>
          <SortToggle value={order} onChange={setOrder} />
          <Button onClick={clearFilters} disabled={activeCount === 0} startIcon={<FilterAltOffOutlinedIcon />}>
            {t('app.dashboard.filters.clear', { count: activeCount })}
          </Button>
        </div>
      </div>
      <div id="dashboard-filter-fields" hidden={folded}>
        {!folded &&
          (phone ? (
            <PhoneFilters filter={filter} patchFilters={patchFilters} />
          ) : (
            <FiltersEditor filter={filter} patchFilters={patchFilters} />
          ))}
      </div>
    </section>
  );
}
