import './dashboard.css';
import { useT } from '../../ui/translate';
import { SwapVertIcon } from './icons';

/** Shows the current order ('Più recenti' newest first, 'Meno recenti' oldest first); pressing flips it. */
export function SortToggle({ value, onChange }: { value: 'ASC' | 'DESC'; onChange: (next: 'ASC' | 'DESC') => void }) {
  const t = useT();
  const current = value === 'ASC' ? t('app.dashboard.filters.sortOldest') : t('app.dashboard.filters.sortNewest');
  return (
    <button
      type="button"
      className="rh-dash-btn rh-dash-btn--outlined"
      onClick={() => onChange(value === 'ASC' ? 'DESC' : 'ASC')}
      aria-label={t('app.dashboard.filters.sortLabel', { current })}
    >
      <span className="rh-dash-btn__start">
        <SwapVertIcon />
      </span>
      {current}
    </button>
  );
}
