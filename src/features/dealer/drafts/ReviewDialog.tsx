import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { cheapestOptionIndexes, quotationTotals, type PriceMemoryEntry } from '../../../../contract';
import { amountOrNull } from '../../../ui/forms/amount';
import { formatCurrency } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import type { Draft, DraftValues } from '../../../domain/drafts/draftModel';
import { totalsInput } from './draftPayload';
import { TotalsList } from './DraftTotals';
import { reviewWarnings, type ReviewWarning } from './reviewWarnings';
import { SUGGESTIONS_KEY, type SuggestedItem } from './stockSuggestions';
import { fill, stockText } from '../../../domain/stock/copy';

interface ReviewDialogProps {
  draft: Draft;
  /** The validated values to send; null: closed. */
  values: DraftValues | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The price memory already loaded for a part (PriceMemory.tsx's queries): the review never fetches. */
function useLoadedMemory(draft: Draft) {
  const queryClient = useQueryClient();
  const partOf = new Map(draft.submission.submission_rows.map((row) => [row.id, row.part_id]));
  return (rowId: number): PriceMemoryEntry[] =>
    queryClient
      .getQueriesData<{ data: PriceMemoryEntry[] }>({ queryKey: ['priceMemory'] })
      .filter(([key]) => (key[2] as { part_id?: number } | undefined)?.part_id === partOf.get(rowId))
      .flatMap(([, data]) => data?.data ?? []);
}

/** The stock suggestions already loaded for a requested row (StockSuggestions.tsx's queries, any code typed). */
function useLoadedStock() {
  const queryClient = useQueryClient();
  return (rowId: number): SuggestedItem[] =>
    queryClient
      .getQueriesData<{ items: SuggestedItem[] }>({ queryKey: [SUGGESTIONS_KEY] })
      .filter(([key]) => key[2] === rowId)
      .flatMap(([, data]) => data?.items ?? []);
}

/**
 * "Conferma invio": what is about to go out — each row's options with the one the total counts, the
 * totals with VAT and shipping (the contract's quotationTotals) and warnings for outliers. A sent quotation cannot be
 * changed, so only this dialog's confirm button sends (INVIA PREVENTIVO and Ctrl+Invio open it).
 */
export function ReviewDialog({ draft, values, onConfirm, onCancel }: ReviewDialogProps) {
  const t = useT();
  const titleId = useId();
  const memory = useLoadedMemory(draft);
  const stock = useLoadedStock();
  if (values === null) return <Dialog open={false} aria-labelledby={titleId} />;

  const partName = new Map(draft.submission.submission_rows.map((row) => [row.id, row.part.name]));
  const input = totalsInput(values);
  const totals = quotationTotals(input);
  // Which option of each row the total counts: the cheapest with VAT (totals.ts), by its place in the row.
  const priced = values.rows.flatMap((row) =>
    row.options.map((option, index) => ({
      key: `${row.submission_row_id}-${index}`,
      submission_row_id: row.submission_row_id,
      quantity: Number(option.quantity) || 1,
      net_price: amountOrNull(option.net_price) ?? 0,
      tax_import: Number(option.tax_import),
    })),
  );
  const counted = new Set(cheapestOptionIndexes(priced).map((index) => priced[index].key));
  const warnings = reviewWarnings(values, memory, stock);
  const warningText = (warning: ReviewWarning) => {
    const at = { part: partName.get(warning.rowId) ?? '', n: warning.option };
    if (warning.kind === 'zero') return t('app.drafts.review.zero', at);
    if (warning.kind === 'overStock') {
      return fill(stockText.review.overStock, {
        ...at,
        quantity: warning.quantity,
        available: warning.available,
        code: warning.code,
        brand: warning.brand,
      });
    }
    if (warning.kind === 'aboveList')
      return t('app.drafts.review.aboveList', {
        ...at,
        net: formatCurrency(warning.net),
        list: formatCurrency(warning.list),
      });
    return t('app.drafts.review.farFromMemory', {
      ...at,
      net: formatCurrency(warning.net),
      usual: formatCurrency(warning.usual),
    });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('app.drafts.review.title')}</DialogTitle>
      {/* On a phone the summary scrolls: the keyboard reaches it too (axe: a scrollable region must be focusable). */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <DialogContentText sx={{ mb: 2 }}>{t('app.drafts.review.intro')}</DialogContentText>
        {warnings.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} role="alert">
            <Typography variant="subtitle2" component="p">
              {t('app.drafts.review.warningsTitle', { smart_count: warnings.length })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {warnings.map((warning) => (
                <li key={`${warning.kind}-${warning.rowId}-${warning.option}`}>{warningText(warning)}</li>
              ))}
            </Box>
          </Alert>
        )}
        {values.rows.map((row) => {
          const headingId = `${titleId}-row-${row.submission_row_id}`;
          return (
            <Box key={row.submission_row_id} component="section" aria-labelledby={headingId} sx={{ mb: 1.5 }}>
              <Typography id={headingId} component="h3" variant="subtitle2">
                {partName.get(row.submission_row_id)}
              </Typography>
              <List dense disablePadding>
                {row.options.map((option, index) => {
                  const net = amountOrNull(option.net_price) ?? 0;
                  return (
                    <ListItem
                      key={index}
                      disableGutters
                      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
                    >
                      <Typography variant="body2">
                        {t('app.drafts.review.option', {
                          n: index + 1,
                          brand: option.brand,
                          condition: t(`app.quotations.conditions.${option.condition}`),
                          quantity: option.quantity,
                        })}
                        {counted.has(`${row.submission_row_id}-${index}`) ? ` — ${t('app.drafts.review.counted')}` : ''}
                      </Typography>
                      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                        {t('app.drafts.review.price', { price: formatCurrency(net), vat: option.tax_import })}
                      </Typography>
                    </ListItem>
                  );
                })}
              </List>
            </Box>
          );
        })}
        <Box sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <TotalsList totals={totals} />
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {t('app.drafts.review.final')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Stack direction="row" spacing={1}>
          <Button onClick={onCancel}>{t('app.drafts.review.cancel')}</Button>
          <Button onClick={onConfirm} variant="contained" autoFocus>
            {t('app.drafts.review.confirm')}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
