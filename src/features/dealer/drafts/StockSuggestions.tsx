import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch, type UseFieldArrayAppend } from 'react-hook-form';
import type { SubmissionRow } from '../../../../contract';
import { useStoredUser } from '../../../platform/auth/useStoredUser';
import { api } from '../../../platform/api/dealer';
import { formatCurrency } from '../../../ui/format';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { useT } from '../../../ui/translate';
import type { DraftValues } from '../../../domain/drafts/draftModel';
import {
  stockFields,
  stockOption,
  SUGGESTIONS_KEY,
  suggestionTarget,
  typedCode,
  type SuggestedItem,
} from './stockSuggestions';
import { fill, stockText } from '../../../domain/stock/copy';

/** Kept long enough for "Conferma invio" to read them (the review never fetches). */
const KEEP_MS = 60 * 60 * 1000;
const TYPING_PAUSE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface StockSuggestionsProps {
  idPrefix: string;
  rowIndex: number;
  requested: SubmissionRow;
  /** The row's field array append: "Aggiungi" adds an option when every option is taken. */
  append: UseFieldArrayAppend<DraftValues, `rows.${number}.options`>;
}

/**
 * "Dal tuo magazzino": the dealer's stock items matching the requested row (the OE code typed in the option
 * being started, the part's name or category, the preferred brand: GET stock/suggestions), with price and availability.
 * "Aggiungi" fills the first option not started, or adds one. Nothing shows without matching stock.
 */
export function StockSuggestions({ idPrefix, rowIndex, requested, append }: StockSuggestionsProps) {
  const t = useT();
  const user = useStoredUser();
  const { getValues, setValue, setFocus } = useFormContext<DraftValues>();
  const options = useWatch<DraftValues, `rows.${number}.options`>({ name: `rows.${rowIndex}.options` });
  const q = useDebounced(typedCode(options ?? []), TYPING_PAUSE_MS);
  const { data } = useQuery({
    queryKey: [SUGGESTIONS_KEY, user?.id, requested.id, q],
    queryFn: ({ signal }) =>
      api.get('stockSuggestions', {
        params: { dealerId: user?.id ?? 0 },
        query: { submission_row_id: requested.id, ...(q ? { q } : {}) },
        signal,
      }),
    enabled: user !== null,
    staleTime: 30_000,
    gcTime: KEEP_MS,
    placeholderData: (previous) => previous,
  });
  const items = data?.items ?? [];
  if (items.length === 0) return null;

  const partName = requested.part.name;
  const headingId = `${idPrefix}-stock`;
  const add = (item: SuggestedItem) => {
    const current = getValues(`rows.${rowIndex}.options`);
    const target = suggestionTarget(current);
    const index = target === -1 ? current.length : target;
    const focusName = `rows.${rowIndex}.options.${index}.quantity` as const;
    if (target === -1) {
      append(stockOption(requested.id, item, requested.quantity), { focusName });
      return;
    }
    for (const [name, value] of Object.entries(stockFields(item, requested.quantity))) {
      setValue(`rows.${rowIndex}.options.${target}.${name as 'brand'}`, value, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
    setFocus(focusName);
  };

  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography id={headingId} component="h4" variant="subtitle2">
        {stockText.suggestions.title}
      </Typography>
      {/* Relative: the visually hidden header text is absolutely placed, and must scroll with the table, not widen the page. */}
      <Box sx={{ overflowX: 'auto', position: 'relative' }}>
        <Table size="small" aria-label={fill(stockText.suggestions.titleFor, { part: partName })}>
          <TableHead>
            <TableRow>
              <TableCell>{stockText.suggestions.code}</TableCell>
              <TableCell>{stockText.suggestions.brand}</TableCell>
              <TableCell>{stockText.suggestions.condition}</TableCell>
              <TableCell align="right">{stockText.suggestions.netPrice}</TableCell>
              <TableCell align="right">{stockText.suggestions.available}</TableCell>
              <TableCell>{stockText.suggestions.why}</TableCell>
              <TableCell>
                <VisuallyHidden>{stockText.suggestions.actions}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const price = formatCurrency(item.net_price);
              return (
                <TableRow key={item.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {item.part_code}
                    {item.description && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {item.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{item.brand}</TableCell>
                  <TableCell>{t(`app.quotations.conditions.${item.condition}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {price}
                  </TableCell>
                  <TableCell align="right">{item.available}</TableCell>
                  <TableCell>{item.matches.map((match) => stockText.suggestions.matches[match]).join(', ')}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => add(item)}
                      aria-label={fill(stockText.suggestions.addLabel, {
                        code: item.part_code,
                        brand: item.brand,
                        price,
                        part: partName,
                      })}
                    >
                      {stockText.suggestions.add}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
