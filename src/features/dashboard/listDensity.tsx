import { FormControlLabel, Switch } from '@mui/material';
import { useStore } from 'react-admin';
import { useStoredUser } from '../../platform/auth/useStoredUser';
import { useT } from '../../ui/translate';

/**
 * "Elenco compatto" (issue 27): the request cards and quotation rows without their detail lines, so more fit on a
 * screen. A preference of the dealer on this browser: react-admin's store (localStorage, key prefixed `ricambihub`),
 * keyed by the dealer's id like the Filtri panel's folded state, so two dealers on one computer keep their own.
 */
export function useCompactList(): [boolean, (compact: boolean) => void] {
  const user = useStoredUser();
  return useStore<boolean>(`dashboard.compactList.${user?.id ?? 0}`, false);
}

/** The switch of the dashboard's title row (every tab but Bozze). */
export function CompactListToggle() {
  const t = useT();
  const [compact, setCompact] = useCompactList();
  return (
    <FormControlLabel
      control={<Switch size="small" checked={compact} onChange={(event) => setCompact(event.target.checked)} />}
      label={t('app.dashboard.density.compact')}
      sx={{ mr: 0 }}
    />
  );
}
