import { createContext, useCallback, useContext, useState, useSyncExternalStore } from 'react';
import { useStore } from 'react-admin';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { lazyBehindBoundary } from '../../ui/MuiBoundary';
import { useT } from '../../ui/translate';
import { DateStandIns } from './DateFilters';
import { FilterPlaceholder } from './FilterPlaceholder';
import type { EarlyReach, IdFilterKey } from './FiltersEditor';
import { ExpandLessIcon, ExpandMoreIcon, FilterAltOffOutlinedIcon } from '../../ui/icons';
import { Button } from '../../ui/primitives/Button';
import { SortToggle } from './SortToggle';
import { useDashboardList } from './useDashboardList';
import styles from './Dashboard.module.css';

/** Tells the Filtri panel which stand-in the dealer reached while the fields' MUI part was loading. */
const ReachContext = createContext<(reach: EarlyReach) => void>(() => undefined);

/**
 * The fields' stand-ins while their MUI part loads: the same plain fields the loaded editor shows until each is
 * reached (FilterPlaceholder, DateStandIns), so nothing moves when it arrives. Reaching one is passed on to the editor,
 * which then opens (or focuses) the real field as if reached there.
 */
function EditorStandIns() {
  const t = useT();
  const reach = useContext(ReachContext);
  const idField = (key: IdFilterKey, label: string) => (
    <FilterPlaceholder label={label} onReach={(by) => reach({ ids: { [key]: by } })} />
  );
  return (
    <div className={styles.fields}>
      {idField('brand', t('app.dashboard.filters.brand'))}
      {idField('part', t('app.dashboard.filters.part'))}
      {idField('province', t('app.dashboard.filters.province'))}
      <DateStandIns onWant={(want) => reach({ dates: want })} />
    </div>
  );
}

/** The multi-selects and date pickers (MUI): loaded inside MUI's theme when the fields are first shown. */
const FiltersEditor = lazyBehindBoundary(() => import('./FiltersEditor'), <EditorStandIns />);

const NO_REACH: EarlyReach = {};

function mergeReach(current: EarlyReach, next: EarlyReach): EarlyReach {
  return {
    ids: { ...current.ids, ...next.ids },
    // A focused date field (its bound) is not forgotten for a later hover.
    dates:
      next.dates === undefined || (next.dates === 'hover' && current.dates !== undefined) ? current.dates : next.dates,
  };
}

/** MUI's breakpoints.down('sm'): narrower than 600 px. */
const PHONE_QUERY = '(max-width: 599.95px)';
function subscribePhone(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/**
 * Folded or not, remembered per dealer in react-admin's store; unset, folded on a phone (the fields took
 * ~330 px on every tab) and open on a wider screen.
 */
export function useFiltersFolded(): [boolean, (folded: boolean) => void] {
  const user = useStoredUser();
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  const [stored, setStored] = useStore<boolean | null>(`dashboard.filtersFolded.${user?.id ?? 0}`, null);
  return [stored ?? phone, setStored];
}

/**
 * The Filtri panel of SPEC §2: every change sets the list context's filters (and so the URL), and the list follows.
 * Its header (title, count, fold, order, clear) is plain; the fields are the lazily loaded FiltersEditor.
 */
export function FiltersPanel() {
  const t = useT();
  const { filter, patchFilters, clearFilters, activeCount, order, setOrder } = useDashboardList();
  const [folded, setFolded] = useFiltersFolded();
  const [early, setEarly] = useState<EarlyReach>(NO_REACH);
  const reach = useCallback((next: EarlyReach) => setEarly((current) => mergeReach(current, next)), []);
  const shown = useCallback(() => setEarly(NO_REACH), []);
  // The dealer heading for "Modifica i filtri": the fields' code starts loading before the press.
  const preload = () => {
    if (folded) void FiltersEditor.preload();
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
            onClick={() => {
              setEarly(NO_REACH);
              setFolded(!folded);
            }}
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
        {!folded && (
          <ReachContext.Provider value={reach}>
            <FiltersEditor filter={filter} patchFilters={patchFilters} early={early} onShown={shown} />
          </ReachContext.Provider>
        )}
      </div>
    </section>
  );
}
