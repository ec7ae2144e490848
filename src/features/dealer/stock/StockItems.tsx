import { FileDownloadOutlinedIcon as DownloadIcon } from '../../../ui/icons';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ListBase, useListContext, useNotify, useUpdate } from 'react-admin';
import { formatAmount } from '../../../../contract/amounts';
import type { StockItem } from '../../../../contract/entities/stock';
import { ListPagination } from '../../../ui/components/Pagination';
import { amountOrNull, amountProblem } from '../../../ui/forms/amount';
import { AmountField } from '../../../ui/forms/AmountField';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency } from '../../../ui/format';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { VisuallyHidden } from '../../../ui/layout/VisuallyHidden';
import { useT } from '../../../ui/translate';
import { downloadStockCsv } from './stockFile';
import { fill, stockText } from '../../../domain/stock/copy';

export const STOCK_PER_PAGE = 25;
/** contract/entities/quotation.ts PART_CONDITIONS (not imported: zod stays out of this chunk). */
const CONDITIONS = ['new', 'used', 'reconditioned'] as const;

/** The items: react-admin's list of the `stock` resource (paged, searched and filtered by the API), export. */
export function StockItems({ dealerId }: { dealerId: number }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {stockText.list.title}
      </Typography>
      <ListBase
        resource="stock"
        storeKey={false}
        disableSyncWithLocation
        disableAuthentication
        perPage={STOCK_PER_PAGE}
        sort={{ field: 'part_code', order: 'ASC' }}
      >
        <StockToolbar dealerId={dealerId} />
        <StockTable />
      </ListBase>
    </Box>
  );
}

function StockToolbar({ dealerId }: { dealerId: number }) {
  const t = useT();
  const notify = useNotify();
  const { filterValues, setFilters } = useListContext<StockItem>();
  const [search, setSearch] = useState(String(filterValues.q ?? ''));
  const change = (patch: Record<string, unknown>) => {
    const next: Record<string, unknown> = { ...filterValues, ...patch };
    for (const key of Object.keys(next)) if (next[key] === '' || next[key] === undefined) delete next[key];
    setFilters(next, {});
  };
  const exportCsv = async () => {
    try {
      await downloadStockCsv(dealerId);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : stockText.list.exportError, { type: 'error' });
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1.5, alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        type="search"
        label={stockText.list.search}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          change({ q: event.target.value.trim() });
        }}
        sx={{ minWidth: { sm: 280 } }}
      />
      <TextField
        select
        size="small"
        label={stockText.list.conditionFilter}
        value={String(filterValues.condition ?? '')}
        onChange={(event) => change({ condition: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150 }}
      >
        <option value="">{stockText.list.allConditions}</option>
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {t(`app.quotations.conditions.${condition}`)}
          </option>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={filterValues.in_stock === 'true'}
            onChange={(event) => change({ in_stock: event.target.checked ? 'true' : '' })}
          />
        }
        label={stockText.list.inStockOnly}
      />
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => void exportCsv()}
        sx={{ ml: { sm: 'auto !important' }, alignSelf: 'flex-start' }}
      >
        {stockText.list.export}
      </Button>
    </Stack>
  );
}

function StockTable() {
  const t = useT();
  const { data, isPending, error, filterValues } = useListContext<StockItem>();
  const [editing, setEditing] = useState<number | null>(null);
  if (isPending) return <PageLoading />;
  if (error) return <Alert severity="error">{stockText.list.loadError}</Alert>;
  if (!data || data.length === 0) {
    const filtered = Object.keys(filterValues).length > 0;
    return (
      <Typography sx={{ py: 3, textAlign: 'center' }}>
        {filtered ? stockText.list.noMatch : stockText.list.empty}
      </Typography>
    );
  }
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={stockText.list.title}>
          <TableHead>
            <TableRow>
              <TableCell>{stockText.list.code}</TableCell>
              <TableCell>{stockText.list.brand}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{stockText.list.description}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{stockText.list.condition}</TableCell>
              <TableCell align="right">{stockText.list.netPrice}</TableCell>
              <TableCell align="right">{stockText.list.quantity}</TableCell>
              <TableCell>
                <VisuallyHidden>{stockText.list.actions}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((item) =>
              editing === item.id ? (
                <EditRow key={item.id} item={item} onDone={() => setEditing(null)} />
              ) : (
                <TableRow key={item.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {item.part_code}
                    {item.item_code && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {item.item_code}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{item.brand}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{item.description}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {t(`app.quotations.conditions.${item.condition}`)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatCurrency(item.net_price)}
                  </TableCell>
                  <TableCell align="right">
                    {item.quantity}
                    {item.reserved > 0 && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', whiteSpace: 'nowrap' }}
                      >
                        {fill(stockText.list.reserved, { count: item.reserved })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => setEditing(item.id)}
                      aria-label={fill(stockText.list.editLabel, { code: item.part_code, brand: item.brand })}
                    >
                      {stockText.list.edit}
                    </Button>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </Box>
      <ListPagination />
    </>
  );
}

/** The item's quantity and net price edited in its row; the PUT carries every field of the item (StockItemBody). */
function EditRow({ item, onDone }: { item: StockItem; onDone: () => void }) {
  const t = useT();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<StockItem>();
  const [quantity, setQuantity] = useState(String(item.quantity));
  const [price, setPrice] = useState(formatAmount(item.net_price));
  const [problem, setProblem] = useState<string | null>(null);
  const names = { code: item.part_code, brand: item.brand };

  const save = () => {
    const net = amountOrNull(price);
    const count = Number(quantity);
    const priceProblem = amountProblem(price, true);
    if (priceProblem || net === null) {
      setProblem(priceProblem);
      return;
    }
    if (quantity.trim() === '' || !Number.isInteger(count) || count < 0) {
      setProblem(stockText.list.quantityProblem);
      return;
    }
    const data = {
      part_code: item.part_code,
      item_code: item.item_code,
      brand: item.brand,
      description: item.description,
      category: item.category,
      condition: item.condition,
      net_price: net,
      list_price: item.list_price,
      discount: item.discount,
      vat: item.vat,
      quantity: count,
    };
    update(
      'stock',
      { id: item.id, data, previousData: item },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(stockText.list.saved, { type: 'success' });
          void queryClient.invalidateQueries({ queryKey: ['stockSuggestions'] });
          onDone();
        },
        onError: (failure) => setProblem(errorMessage(failure)),
      },
    );
  };
  return (
    <TableRow>
      <TableCell>{item.part_code}</TableCell>
      <TableCell>{item.brand}</TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{item.description}</TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        {t(`app.quotations.conditions.${item.condition}`)}
      </TableCell>
      <TableCell align="right">
        <AmountField
          size="small"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          label={fill(stockText.list.priceOf, names)}
          sx={{ minWidth: 110 }}
        />
      </TableCell>
      <TableCell align="right">
        <TextField
          size="small"
          type="number"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          label={fill(stockText.list.quantityOf, names)}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          sx={{ minWidth: 90 }}
        />
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="contained"
            disabled={isPending}
            onClick={save}
            aria-label={fill(stockText.list.saveLabel, names)}
          >
            {stockText.list.save}
          </Button>
          <Button size="small" onClick={onDone}>
            {stockText.list.cancel}
          </Button>
        </Stack>
        {problem && (
          <Typography role="alert" variant="caption" color="error">
            {problem}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
