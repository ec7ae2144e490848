import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '../../../contract/constants';
import { useT } from '../../translate';
import { useListFilters } from './useListFilters';

/** Typing pauses this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

/** The dashboard's free-text search ('Cerca...'): debounced into the URL's `search` parameter. */
export function SearchBox() {
  const t = useT();
  const { filters, setFilters } = useListFilters();
  const [text, setText] = useState(filters.search);
  const [fromUrl, setFromUrl] = useState(filters.search);
  if (filters.search !== fromUrl) {
    // The URL changed under us (back, clear filters): show what it says.
    setFromUrl(filters.search);
    setText(filters.search);
  }
  // 1 or 2 characters would match almost everything and cannot use the search index: wait for the third.
  const tooShort = text.trim().length > 0 && text.trim().length < SEARCH_MIN_LENGTH;
  useEffect(() => {
    if (text.trim() === filters.search || tooShort) return undefined;
    const id = window.setTimeout(() => setFilters({ search: text }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, filters.search, setFilters, tooShort]);

  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={t('app.dashboard.search.placeholder')}
      title={t('app.dashboard.search.hint')}
      helperText={tooShort ? t('app.dashboard.search.tooShort') : undefined}
      sx={{ width: { xs: '100%', sm: 320 }, bgcolor: 'background.paper' }}
      slotProps={{
        htmlInput: { 'aria-label': t('app.dashboard.search.label'), maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
