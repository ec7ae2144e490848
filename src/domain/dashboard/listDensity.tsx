import { useStore } from 'react-admin';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { useT } from '../../ui/translate';
import styles from './Dashboard.module.css';

/**
 * "Elenco compatto": the request cards and quotation rows without their detail lines, so more fit on a
 * screen. A preference of the dealer on this browser: react-admin's store (localStorage, key prefixed `ricambihub`),
 * keyed by the dealer's id like the Filtri panel's folded state, so two dealers on one computer keep their own.
 */
export function useCompactList(): [boolean, (compact: boolean) => void] {
  const user = useStoredUser();
  return useStore<boolean>(`dashboard.compactList.${user?.id ?? 0}`, false);
}

/** The switch of the dashboard's title row (every tab but Bozze): a checkbox with role="switch", drawn as MUI's small Switch. */
export function CompactListToggle() {
  const t = useT();
  const [compact, setCompact] = useCompactList();
  return (
    <label className={styles.switchLabel}>
      <span className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={compact}
          onChange={(event) => setCompact(event.target.checked)}
        />
        <span className={styles.switchTrack} aria-hidden />
        <span className={styles.switchThumb} aria-hidden />
      </span>
      <span>{t('app.dashboard.density.compact')}</span>
    </label>
  );
}
