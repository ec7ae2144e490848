import { useT } from '../../ui/translate';
import { SwapVertIcon } from '../../ui/icons';
import { Button } from '../../ui/primitives/Button';

/** Shows the current order ('Più recenti' newest first, 'Meno recenti' oldest first); pressing flips it. */
export function SortToggle({ value, onChange }: { value: 'ASC' | 'DESC'; onChange: (next: 'ASC' | 'DESC') => void }) {
  const t = useT();
  const current = value === 'ASC' ? t('app.dashboard.filters.sortOldest') : t('app.dashboard.filters.sortNewest');
  return (
    <Button
      variant="outlined"
      startIcon={<SwapVertIcon />}
      onClick={() => onChange(value === 'ASC' ? 'DESC' : 'ASC')}
      aria-label={t('app.dashboard.filters.sortLabel', { current })}
    >
      {current}
    </Button>
  );
}
