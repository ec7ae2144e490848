import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  ReturnRequestBody,
  type ReturnOptions,
  type ReturnReason,
} from '../../../../contract/returns';
import { customerApp } from '../../../../i18n/it/customer/app';
import { customerReturns as m } from '../../../../i18n/it/customer/returns';
import { returnMessages, returnReasonNames, returnUnavailableNames } from '../../../../i18n/it/returns';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField, serverFieldErrors } from '../../../ui/forms/fieldIssues';
import { focusFirstError, namedMessages, withoutError } from '../../../ui/forms/formErrors';
import { formatCurrency, formatDate } from '../../../ui/format';
import { PhotoPicker } from '../../../domain/upload';

type OptionRow = ReturnOptions['rows'][number];

/** The form's own field names: a row's quantity is `quantity.<row id>`. */
const quantityKey = (rowId: number) => `quantity.${rowId}`;

/**
 * "Richiedi reso" on a delivered purchase within its window (GET …/return-options says whether and for what): the rows
 * and how many pieces of each, the reason, a note and photos. Checked with the contract's ReturnRequestBody (every
 * message names its field), then POST …/returns; the return's page follows.
 */
export default function ReturnRequestPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useQuery({
    queryKey: ['customer-return-options', id],
    queryFn: () => api.get('customerReturnOptions', { params: { id } }),
  });
  const quotation = useQuery({
    queryKey: ['customer-quotation', id],
    queryFn: () => api.get('customerQuotation', { params: { id } }),
  });
  // Quantities typed per row; a row without an entry is not returned. One returnable row starts picked.
  const [picked, setPicked] = useState<Record<number, string> | null>(null);
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (options.isPending || quotation.isPending) return <CircularProgress aria-label={customerApp.loading} />;
  if (options.error) return <Alert severity="error">{errorMessage(options.error)}</Alert>;
  if (quotation.error) return <Alert severity="error">{errorMessage(quotation.error)}</Alert>;
  const code = quotation.data.quotation_code;
  const back = (
    <Button component={RouterLink} to={`/preventivi/${id}`} size="small" sx={{ alignSelf: 'flex-start', px: 0 }}>
      {m.form.back}
    </Button>
  );
  const returnable = options.data.rows.filter((row) => row.quantity_returnable > 0);
  if (!options.data.available || returnable.length === 0)
    return (
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {m.form.title(code)}
        </Typography>
        <Alert severity="info">
          {options.data.unavailable ? returnUnavailableNames[options.data.unavailable] : m.form.notAvailable}
        </Alert>
        {back}
      </Stack>
    );

  const chosen = picked ?? (returnable.length === 1 ? { [returnable[0].quotation_row_id]: '1' } : {});
  const labels: Record<string, string> = {
    rows: m.form.rows,
    reason: m.form.reason,
    note: m.form.note,
    photos: m.form.photos,
    ...Object.fromEntries(
      returnable.map((row) => [quantityKey(row.quotation_row_id), m.form.quantityOf(row.part_name)]),
    ),
  };
  const fixed = (...names: string[]) =>
    setFields((current) => names.reduce((left, name) => withoutError(left, name), current));
  const setRow = (row: OptionRow, quantity: string | null) => {
    fixed('rows', quantityKey(row.quotation_row_id));
    const next = { ...chosen };
    if (quantity === null) delete next[row.quotation_row_id];
    else next[row.quotation_row_id] = quantity;
    setPicked(next);
  };
  const rowsValue = returnable.reduce((sum, row) => {
    const quantity = Number(chosen[row.quotation_row_id]);
    return Number.isInteger(quantity) && quantity > 0 ? sum + quantity * row.unit_price : sum;
  }, 0);
  // Every piece of the purchase going back: the shipping paid goes back too, so the value is what was paid.
  const everything = options.data.rows.every(
    (row) =>
      row.quantity_returnable === row.quantity_bought && Number(chosen[row.quotation_row_id]) === row.quantity_bought,
  );
  const total = everything ? quotation.data.total_price : rowsValue;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rows = returnable.filter((row) => chosen[row.quotation_row_id] !== undefined);
    const body = {
      rows: rows.map((row) => ({ quotation_row_id: row.quotation_row_id, quantity: chosen[row.quotation_row_id] })),
      reason: reason || undefined,
      note: note.trim() || null,
      photos,
    };
    const parsed = ReturnRequestBody.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const [path, message] of Object.entries(issuesByField(parsed.error.issues))) {
        // rows.<n>.quantity is the n-th picked row's quantity: named by its row.
        const quantity = /^rows\.(\d+)\.quantity$/.exec(path);
        const key = quantity ? quantityKey(rows[Number(quantity[1])].quotation_row_id) : path.split('.')[0];
        found[key] ??= message;
      }
    for (const row of rows) {
      const quantity = Number(chosen[row.quotation_row_id]);
      if (Number.isInteger(quantity) && quantity > row.quantity_returnable)
        found[quantityKey(row.quotation_row_id)] ??= returnMessages.quantityTooHigh(row.quantity_returnable);
    }
    if (!parsed.success || Object.keys(found).length > 0) {
      setFields(namedMessages(found, (field) => labels[field]));
      setError(null);
      focusFirstError(form.current);
      return;
    }
    setFields({});
    setError(null);
    setBusy(true);
    try {
      const created = await api.post('customerReturnCreate', { params: { id }, body: parsed.data });
      queryClient.setQueryData(['customer-return', created.id], created);
      void queryClient.invalidateQueries({ queryKey: ['customer-return-options', id] });
      navigate(`/resi/${created.id}`);
    } catch (failure) {
      const server = serverFieldErrors(failure);
      setFields(
        namedMessages(
          Object.fromEntries(Object.entries(server).map(([key, message]) => [key.split('.')[0], message])),
          (field) => labels[field],
        ),
      );
      setError(errorMessage(failure));
      focusFirstError(form.current);
      setBusy(false);
    }
  };

  const windowEnds = options.data.window_ends_at ? formatDate(options.data.window_ends_at) : null;
  return (
    <Box component="form" ref={form} onSubmit={submit} noValidate aria-labelledby="return-form-title">
      <Stack spacing={2}>
        <Typography id="return-form-title" component="h1" variant="h5">
          {m.form.title(code)}
        </Typography>
        <Typography>{m.form.intro}</Typography>
        {windowEnds && <Typography variant="body2">{m.section.windowUntil(windowEnds)}</Typography>}
        {options.data.business_buyer && options.data.business_terms && (
          <Alert severity="info">
            <strong>{m.section.businessTerms}:</strong> {options.data.business_terms}
          </Alert>
        )}

        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <FormControl component="fieldset" error={Boolean(fields.rows)} fullWidth>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              {m.form.rows}
            </FormLabel>
            <Stack spacing={1.5}>
              {returnable.map((row, index) => {
                const key = quantityKey(row.quotation_row_id);
                const on = chosen[row.quotation_row_id] !== undefined;
                return (
                  <Box key={row.quotation_row_id}>
                    <FormControlLabel
                      sx={{ alignItems: 'flex-start', mr: 0 }}
                      control={
                        <Checkbox
                          checked={on}
                          onChange={(event) => setRow(row, event.target.checked ? '1' : null)}
                          slotProps={{
                            input: { 'aria-invalid': index === 0 && Boolean(fields.rows) ? true : undefined },
                          }}
                        />
                      }
                      label={
                        <Box sx={{ pt: 1, overflowWrap: 'anywhere' }}>
                          <Typography>{m.form.row(row.part_name, row.brand, row.part_code)}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {formatCurrency(row.unit_price)} ·{' '}
                            {m.form.bought(row.quantity_bought, row.quantity_returnable)}
                          </Typography>
                        </Box>
                      }
                    />
                    {on && (
                      <TextField
                        label={m.form.quantityOf(row.part_name)}
                        value={chosen[row.quotation_row_id]}
                        onChange={(event) => setRow(row, event.target.value)}
                        error={Boolean(fields[key])}
                        helperText={fields[key]}
                        size="small"
                        sx={{ ml: { xs: 0, sm: 4 }, mt: 1, width: { xs: '100%', sm: '16rem' } }}
                        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
                      />
                    )}
                  </Box>
                );
              })}
            </Stack>
            {fields.rows && <FormHelperText>{fields.rows}</FormHelperText>}
          </FormControl>
          <Typography sx={{ fontWeight: 700, mt: 1.5 }} role="status">
            {m.form.total(formatCurrency(total))}
          </Typography>
          {everything && (
            <Typography variant="body2" color="text.secondary">
              {m.form.shippingIncluded}
            </Typography>
          )}
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <FormControl component="fieldset" error={Boolean(fields.reason)} required>
            <FormLabel component="legend">{m.form.reason}</FormLabel>
            <RadioGroup
              value={reason}
              onChange={(event) => {
                fixed('reason');
                setReason(event.target.value as ReturnReason);
              }}
            >
              {RETURN_REASONS.map((value, index) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  label={returnReasonNames[value]}
                  control={
                    <Radio
                      slotProps={{
                        input: { 'aria-invalid': index === 0 && Boolean(fields.reason) ? true : undefined },
                      }}
                    />
                  }
                />
              ))}
            </RadioGroup>
            {fields.reason && <FormHelperText>{fields.reason}</FormHelperText>}
          </FormControl>
        </Paper>

        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
          <Stack spacing={2}>
            <TextField
              label={m.form.note}
              value={note}
              onChange={(event) => {
                fixed('note');
                setNote(event.target.value);
              }}
              error={Boolean(fields.note)}
              helperText={fields.note ?? m.form.noteHelp}
              multiline
              minRows={3}
              fullWidth
            />
            <Box>
              <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
                {m.form.photos}
              </Typography>
              <PhotoPicker
                photos={photos}
                onAdd={(url) => {
                  fixed('photos');
                  setPhotos((current) => [...current, url]);
                }}
                onRemove={(index) => setPhotos((current) => current.filter((_, i) => i !== index))}
                max={RETURN_PHOTOS_MAX}
                label={m.form.addPhoto}
                error={fields.photos}
              />
            </Box>
          </Stack>
        </Paper>

        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? m.form.sending : m.form.submit}
          </Button>
          {back}
        </Stack>
      </Stack>
    </Box>
  );
}
