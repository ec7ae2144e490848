import { UploadFileOutlinedIcon as UploadFileIcon } from '../../../ui/icons';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { StockField, StockImportResult, StockMapping, StockPreview } from '../../../../contract/entities/stock';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { formatCurrency, formatNumber } from '../../../ui/format';
import { useT } from '../../../ui/translate';
import { sendStockFile, STOCK_FILE_MAX_MB, STOCK_FIELD_ORDER } from './stockFile';
import { fill, stockText } from '../../../domain/stock/copy';

type Mode = 'replace' | 'merge';

/** The server's 422 answer lists the lines in error as `errors['line.N']`; anything else is its message. */
function importFailure(error: unknown): string[] {
  const body = (error as { body?: { errors?: Record<string, string[]> } }).body;
  const lines = Object.values(body?.errors ?? {}).flat();
  return [errorMessage(error), ...lines.slice(0, 20)];
}

/**
 * The upload: choose a CSV or XLSX → the preview (stockPreview: format, columns with their mapping, first
 * lines, every line's error) → the mapping corrected and previewed again → the import (stockImport, replace or merge)
 * with its summary. Nothing is written before "Importa", and the server writes nothing if any line is in error.
 */
export function StockImport({ dealerId }: { dealerId: number }) {
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<StockMapping | null>(null);
  const [mode, setMode] = useState<Mode>('replace');
  const [result, setResult] = useState<StockImportResult | null>(null);

  const preview = useMutation({
    mutationFn: (input: { file: File; mapping?: StockMapping }) =>
      sendStockFile(dealerId, input.file, { mapping: input.mapping }) as Promise<StockPreview>,
    onSuccess: (answer) => setMapping(answer.mapping),
  });
  const importing = useMutation({
    mutationFn: (input: { file: File; mapping: StockMapping | null; mode: Mode }) =>
      sendStockFile(dealerId, input.file, { mapping: input.mapping, mode: input.mode }) as Promise<StockImportResult>,
    onSuccess: async (answer) => {
      setResult(answer);
      setFile(null);
      setMapping(null);
      preview.reset();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['stock'] }),
        queryClient.invalidateQueries({ queryKey: ['stockMeta'] }),
        queryClient.invalidateQueries({ queryKey: ['stockSuggestions'] }),
      ]);
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setResult(null);
    importing.reset();
    setMapping(null);
    if (chosen.size > STOCK_FILE_MAX_MB * 1024 * 1024) {
      setFile(null);
      setFileError(fill(stockText.upload.tooLarge, { megabytes: STOCK_FILE_MAX_MB }));
      return;
    }
    setFileError(null);
    setFile(chosen);
    preview.mutate({ file: chosen });
  };

  const answer = preview.data;
  const mappingChanged =
    answer !== undefined && mapping !== null && JSON.stringify(mapping) !== JSON.stringify(answer.mapping);
  const canImport =
    file !== null &&
    answer !== undefined &&
    answer.error_count === 0 &&
    answer.missing_fields.length === 0 &&
    !mappingChanged;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {stockText.upload.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {stockText.upload.help}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
          {stockText.upload.choose}
          <input
            ref={inputRef}
            type="file"
            hidden
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void choose(event)}
            data-testid="stock-file"
          />
        </Button>
        {file && (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {fill(stockText.upload.chosen, { name: file.name })}
          </Typography>
        )}
      </Stack>
      {fileError && <Alert severity="error">{fileError}</Alert>}
      {preview.isPending && <Typography role="status">{stockText.upload.reading}</Typography>}
      {preview.error && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
      {result && (
        <Alert severity="success" role="status">
          {fill(stockText.import.done, {
            lines: formatNumber(result.lines),
            created: formatNumber(result.created),
            updated: formatNumber(result.updated),
            unchanged: formatNumber(result.unchanged),
            removed: formatNumber(result.removed),
            total: formatNumber(result.total),
          })}
        </Alert>
      )}
      {file && answer && mapping && (
        <PreviewPanel
          answer={answer}
          mapping={mapping}
          onMapping={setMapping}
          onApply={() => preview.mutate({ file, mapping })}
          mappingChanged={mappingChanged}
        />
      )}
      {file && answer && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          <FormControl>
            <FormLabel id={`${headingId}-mode`}>{stockText.import.mode}</FormLabel>
            <RadioGroup
              aria-labelledby={`${headingId}-mode`}
              value={mode}
              onChange={(_, value) => setMode(value as Mode)}
            >
              <FormControlLabel
                value="replace"
                control={<Radio />}
                label={`${stockText.import.replace} — ${stockText.import.replaceHelp}`}
              />
              <FormControlLabel
                value="merge"
                control={<Radio />}
                label={`${stockText.import.merge} — ${stockText.import.mergeHelp}`}
              />
            </RadioGroup>
          </FormControl>
          {importing.error && (
            <Alert severity="error">
              {importFailure(importing.error).map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!canImport || importing.isPending}
              onClick={() => importing.mutate({ file, mapping, mode })}
            >
              {importing.isPending ? stockText.import.running : stockText.import.submit}
            </Button>
            <Button
              onClick={() => {
                setFile(null);
                setMapping(null);
                preview.reset();
                importing.reset();
              }}
            >
              {stockText.import.cancel}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

interface PreviewPanelProps {
  answer: StockPreview;
  mapping: StockMapping;
  onMapping: (mapping: StockMapping) => void;
  onApply: () => void;
  mappingChanged: boolean;
}

/** The preview: the columns with the field each maps to (editable), the first lines as read, the errors. */
function PreviewPanel({ answer, mapping, onMapping, onApply, mappingChanged }: PreviewPanelProps) {
  const t = useT();
  const headingId = useId();
  const fieldLabel = (field: StockField) => stockText.fields[field];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {stockText.preview.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {fill(stockText.preview.format, {
          format: [answer.format.toUpperCase(), answer.encoding, answer.delimiter === '\t' ? 'TAB' : answer.delimiter]
            .filter(Boolean)
            .join(' · '),
          lines: formatNumber(answer.line_count),
        })}
      </Typography>
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        {stockText.preview.mapping}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {stockText.preview.mappingHelp}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}>
        {answer.headers.map((header, index) => (
          <TextField
            key={`${header}-${index}`}
            select
            size="small"
            label={fill(stockText.preview.column, { header })}
            value={mapping[header] ?? ''}
            onChange={(event) => onMapping({ ...mapping, [header]: (event.target.value || null) as StockField | null })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{stockText.preview.ignore}</option>
            {STOCK_FIELD_ORDER.map((field) => (
              <option key={field} value={field}>
                {fieldLabel(field)}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
      <Button
        size="small"
        sx={{ mt: 1 }}
        onClick={onApply}
        variant={mappingChanged ? 'contained' : 'text'}
        disabled={!mappingChanged}
      >
        {stockText.preview.apply}
      </Button>
      {answer.missing_fields.length > 0 && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fill(stockText.preview.missing, { fields: answer.missing_fields.map(fieldLabel).join(', ') })}
        </Alert>
      )}
      <Typography component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        {stockText.preview.firstLines}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={stockText.preview.firstLines}>
          <TableHead>
            <TableRow>
              <TableCell>{stockText.preview.line}</TableCell>
              <TableCell>{stockText.list.code}</TableCell>
              <TableCell>{stockText.list.brand}</TableCell>
              <TableCell>{stockText.list.description}</TableCell>
              <TableCell>{stockText.list.condition}</TableCell>
              <TableCell align="right">{stockText.list.netPrice}</TableCell>
              <TableCell align="right">{stockText.list.quantity}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.lines.map(({ line, item }) => (
              <TableRow key={line}>
                <TableCell>{line}</TableCell>
                <TableCell>{item.part_code ?? ''}</TableCell>
                <TableCell>{item.brand ?? ''}</TableCell>
                <TableCell>{item.description ?? ''}</TableCell>
                <TableCell>{item.condition ? t(`app.quotations.conditions.${item.condition}`) : ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {item.net_price === undefined ? '' : formatCurrency(item.net_price)}
                </TableCell>
                <TableCell align="right">{item.quantity ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {answer.error_count === 0 ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {stockText.preview.noErrors}
        </Alert>
      ) : (
        <Alert severity="error" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="p">
            {fill(stockText.preview.errorsTitle, { count: formatNumber(answer.error_count) })}
          </Typography>
          <Typography variant="body2">{stockText.preview.cannotImport}</Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2, maxHeight: 240, overflowY: 'auto' }}
            aria-label={fill(stockText.preview.errorsTitle, { count: formatNumber(answer.error_count) })}
          >
            {answer.errors.map((error, index) => (
              <li key={`${error.line}-${index}`}>
                {stockText.preview.line} {error.line}: {error.message}
              </li>
            ))}
          </Box>
          {answer.error_count > answer.errors.length && (
            <Typography variant="body2">
              {fill(stockText.preview.errorsMore, {
                shown: answer.errors.length,
                count: formatNumber(answer.error_count),
              })}
            </Typography>
          )}
        </Alert>
      )}
    </Box>
  );
}
