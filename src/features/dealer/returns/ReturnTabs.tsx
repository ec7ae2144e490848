import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext } from 'react-admin';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { fill } from '../../../ui/fill';
import { useReturnSummary } from './useReturnSummary';

type Tab = 'all' | 'requested' | 'accepted' | 'received' | 'disputed';

/** Which tab the list's filters are: a state of its own, the disputes, or all (another state picked: none). */
function tabOf(filter: Record<string, unknown>): Tab | null {
  if (filter.disputed === 'true') return filter.state ? null : 'disputed';
  if (!filter.state) return 'all';
  return filter.state === 'requested' || filter.state === 'accepted' || filter.state === 'received'
    ? filter.state
    : null;
}

/**
 * The list's tabs, by what a return waits for: Da valutare (the dealer's answer), Da ricevere (the part back), Da
 * rimborsare, Controversie (open), Tutti; each with the summary's count. A tab sets the state filter and keeps the
 * others; it is a toggle group (aria-pressed), since the list below is the same list filtered.
 */
export function ReturnTabs() {
  const { filterValues, setFilters } = useListContext();
  const { data: summary } = useReturnSummary();
  const current = tabOf(filterValues as Record<string, unknown>);
  const counted = (label: string, count: number | undefined) =>
    count === undefined ? label : fill(copy.tabs.count, { label, count });
  const tabs: { value: Tab; label: string }[] = [
    { value: 'requested', label: counted(copy.tabs.awaiting, summary?.awaiting_answer) },
    { value: 'accepted', label: counted(copy.tabs.toReceive, summary?.to_receive) },
    { value: 'received', label: counted(copy.tabs.toRefund, summary?.to_refund) },
    { value: 'disputed', label: counted(copy.tabs.disputes, summary?.disputes_open) },
    { value: 'all', label: copy.tabs.all },
  ];
  const choose = (tab: Tab | null) => {
    if (tab === null) return;
    const { state: _state, disputed: _disputed, ...rest } = filterValues as Record<string, unknown>;
    const next = tab === 'all' ? rest : tab === 'disputed' ? { ...rest, disputed: 'true' } : { ...rest, state: tab };
    setFilters(next, undefined, false);
  };
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={current}
      onChange={(_, tab: Tab | null) => choose(tab)}
      aria-label={copy.tabs.label}
      sx={{ flexWrap: 'wrap', gap: 0.5, mb: 2, '& .MuiToggleButtonGroup-grouped': { borderRadius: 1, border: 1 } }}
    >
      {tabs.map((tab) => (
        // The body colour: MUI's default grey for an unpressed toggle is below 4.5:1 on white.
        <ToggleButton key={tab.value} value={tab.value} sx={{ textTransform: 'none', color: 'text.primary' }}>
          {tab.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
