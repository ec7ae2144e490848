import { memo, useEffect, useId, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '../../../contract/constants';
import { useT } from '../../ui/translate';
import { SearchIcon } from '../../ui/icons';
import { Field } from '../../ui/primitives/Field';
import { useDashboardList } from './useDashboardList';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The dashboard's free-text search ('Cerca...'): debounced into the list's `search` filter (the URL's `search`). */
export function SearchBox() {
  const { filter, patchFilters } = useDashboardList();
  return <SearchField current={typeof filter.search === 'string' ? filter.search : ''} patchFilters={patchFilters} />;
}

type PatchFilters = ReturnType<typeof useDashboardList>['patchFilters'];

// Memoised: the list context changes with every page, fetch and selection; the field redraws only when its search does.
const SearchField = memo(function SearchField({
  current,
  patchFilters,
}: {
  current: string;
  patchFilters: PatchFilters;
}) {
  const t = useT();
  const helperId = useId();
  const [text, setText] = useState(current);
  const [fromList, setFromList] = useState(current);
  if (current !== fromList) {
    // The list's filter changed under us (back, clear filters): show what it says.
    setFromList(current);
    setText(current);
  }
  // 1 or 2 characters would match almost everything and cannot use the search index: wait for the third.
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  useEffect(() => {
    if (text.trim() === current || tooShort) return undefined;
    const id = window.setTimeout(() => patchFilters({ search: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, current, patchFilters, tooShort]);

  // A small outlined field with the search icon in front (as MUI's TextField drew it); the hint is its tooltip.
  return (
    <Field
      title={t('app.dashboard.search.hint')}
      start={<SearchIcon />}
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('app.dashboard.search.placeholder')}
      aria-label={t('app.dashboard.search.label')}
      helper={tooShort ? { id: helperId, text: t('app.dashboard.search.tooShort') } : null}
      maxLength={100}
    />
  );
});
