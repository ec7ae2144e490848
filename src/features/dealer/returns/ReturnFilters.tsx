import { Box, Button, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { RETURN_REASONS, RETURN_STATES } from '../../../../contract/returns';
import { returnsCopy as copy } from '../../../../i18n/it/app/returns';
import { returnReasonNames, returnStateNames } from '../../../../i18n/it/returns';
import { countActiveFilters } from '../../../platform/list/listUrl';
import { FilterAltOffOutlinedIcon } from '../../../ui/icons';
import { RETURN_LIST_FILTERS, RETURN_SORTS } from './returnFilters';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 400;
const native = { select: { native: true }, inputLabel: { shrink: true } } as const;
const SORT_NAMES = { newest: copy.filters.newest, oldest: copy.filters.oldest, due: copy.filters.due } as const;

/**
 * The filters of "Resi": search (quotation code or customer), reason, state, the request's dates and the order (newest,
 * oldest, the nearest answer deadline). Native selects and date fields: the phone's own pickers at 390 px. Every
 * change goes back to page 1 and into the URL.
 */
export function ReturnFilters() {
  const { filterValues, setFilters } = useListContext();
  const filter = filterValues as Record<string, string | undefined>;
  const patch = (values: Record<string, string>) => {
    const next: Record<string, string | undefined> = { ...filter, ...values };
    for (const key of Object.keys(values)) if (!values[key]) delete next[key];
    setFilters(next, undefined, false);
  };
  const [text, setText] = useState(filter.q ?? '');
  const [fromList, setFromList] = useState(filter.q ?? '');
  if ((filter.q ?? '') !== fromList) {
    // The list's search changed under us (back, clear filters): show what it says.
    setFromList(filter.q ?? '');
    setText(filter.q ?? '');
  }
  useEffect(() => {
    if (text.trim() === (filter.q ?? '')) return undefined;
    const id = window.setTimeout(() => patch({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
    // patch is rebuilt with the filters; the timer restarts on the typed text only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, filter.q]);
  const active = countActiveFilters(filter, RETURN_LIST_FILTERS) - (filter.sort ? 1 : 0);

  return (
    <Box
      component="section"
      aria-label={copy.filters.label}
      sx={{
        display: 'grid',
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <TextField
        type="search"
        size="small"
        label={copy.filters.search}
        placeholder={copy.filters.searchPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 }, inputLabel: { shrink: true } }}
      />
      <TextField
        select
        size="small"
        label={copy.filters.reason}
        value={filter.reason ?? ''}
        onChange={(event) => patch({ reason: event.target.value })}
        slotProps={native}
      >
        <option value="">{copy.filters.anyReason}</option>
        {RETURN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {returnReasonNames[reason]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={copy.filters.state}
        value={filter.state ?? ''}
        onChange={(event) => patch({ state: event.target.value })}
        slotProps={native}
      >
        <option value="">{copy.filters.anyState}</option>
        {RETURN_STATES.map((state) => (
          <option key={state} value={state}>
            {returnStateNames[state]}
          </option>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={copy.filters.from}
        value={filter.dateFrom ?? ''}
        onChange={(event) => patch({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.dateTo } }}
      />
      <TextField
        type="date"
        size="small"
        label={copy.filters.to}
        value={filter.dateTo ?? ''}
        onChange={(event) => patch({ dateTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.dateFrom } }}
      />
      <TextField
        select
        size="small"
        label={copy.filters.sort}
        value={RETURN_SORTS.includes(filter.sort as never) ? filter.sort : 'newest'}
        onChange={(event) => patch({ sort: event.target.value === 'newest' ? '' : event.target.value })}
        slotProps={native}
      >
        {RETURN_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_NAMES[sort]}
          </option>
        ))}
      </TextField>
      {active > 0 && (
        <Button
          startIcon={<FilterAltOffOutlinedIcon />}
          onClick={() => setFilters(filter.sort ? { sort: filter.sort } : {}, undefined, false)}
          sx={{ justifySelf: 'start' }}
        >
          {copy.filters.clear}
        </Button>
      )}
    </Box>
  );
}
