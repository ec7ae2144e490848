import { PlusIcon as AddIcon, DeleteIcon } from '../../../ui/icons';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CustomerSubmission } from '../../../../contract/api/customer';
import { KM_RANGES, REQUEST_PHOTOS_MAX } from '../../../../contract/constants';
import type { Part } from '../../../../contract/entities/lookups';
import { ITALIAN_PLATE_PATTERN, normalizePlate } from '../../../../contract/plates';
import { customerErrors } from '../../../../i18n/it/customer/errors';
import { errors } from '../../../../i18n/it/errors';
import { httpErrors } from '../../../../i18n/it/httpErrors';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField, serverFieldErrors } from '../../../ui/forms/fieldIssues';
import { emptyIsRequired, focusFirstError, namedMessages, withoutError } from '../../../ui/forms/formErrors';
import { PhotoPicker } from '../../../domain/upload';

interface RowState {
  key: number;
  category: string;
  part_id: string;
  quantity: string;
  brand: string;
  notes: string;
  part_photo: string[];
}

const newRow = (key: number): RowState => ({
  key,
  category: '',
  part_id: '',
  quantity: '1',
  brand: '',
  notes: '',
  part_photo: [],
});
const THIS_YEAR = new Date().getFullYear();

/** The label an error names: "Targa: campo obbligatorio", "Ricambio: …". */
const LABELS: Record<string, string> = {
  'vehicle.plate': m.request.plate,
  'vehicle.chassis': m.request.chassis,
  'vehicle.manufacturer_id': m.request.manufacturer,
  'vehicle.model': m.request.model,
  'vehicle.year_of_production': m.request.year,
  'vehicle.km_count': m.request.km,
  'vehicle.registration_document': m.request.registrationDocument,
  part_id: m.request.part,
  quantity: m.request.quantity,
  brand: m.request.brand,
  notes: m.request.rowNotes,
  part_photo: m.request.photos,
  province_id: m.request.province,
};
const labelOf = (field: string) => LABELS[field] ?? LABELS[field.replace(/^rows\.\d+\./, '')];

/** Native selects: the phone's own picker at 390 px, and an accessible name from the label. */
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** zod and the contract's schemas: asked for when the customer starts filling the form (checked on submit), not with
 * the form's code, which a phone would otherwise download and run before the first field can be used. */
const loadSchemas = () => import('../../../../contract/api/customer');
const preloadSchemas = () => void loadSchemas().catch(() => undefined);

/**
 * Nuova richiesta: the vehicle (plate in the Italian format, or the chassis; manufacturer, model, year, the
 * six kilometre ranges, the registration document), rows from the part category tree with quantity, preferred brand,
 * notes and photos, outlet or not, province. Checked with the contract's CustomerSubmissionBody; published at once.
 */
export default function NewRequestPage() {
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const lookups = { staleTime: Infinity } as const;
  const manufacturers = useQuery({
    queryKey: ['lookups', 'manufacturers'],
    queryFn: () => api.get('manufacturerList'),
    ...lookups,
  });
  const provinces = useQuery({
    queryKey: ['lookups', 'provinces'],
    queryFn: () => api.get('provinceList'),
    ...lookups,
  });
  const parts = useQuery({ queryKey: ['lookups', 'parts'], queryFn: () => api.get('partList'), ...lookups });

  const [mode, setMode] = useState<'plate' | 'chassis'>('plate');
  const [vehicle, setVehicle] = useState({
    plate: '',
    chassis: '',
    manufacturer_id: '',
    model: '',
    year_of_production: '',
    km_count: '',
  });
  const [registration, setRegistration] = useState<string | null>(null);
  const [rows, setRows] = useState<RowState[]>([newRow(1)]);
  // The customer's own province to start with (the registration's address); any other may be chosen.
  const [place, setPlace] = useState(() => ({
    province_id: String(authStore.user()?.adr_province ?? ''),
    is_outlet: false,
    notes: '',
  }));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** A field's error goes as soon as the field changes (with "rows", the list's own message). */
  const fixed = (...names: string[]) =>
    setFields((current) => names.reduce((left, name) => withoutError(left, name), current));

  const all = parts.data ?? [];
  const roots = all.filter((part) => part.part_parent_id === null);
  const childrenOf = (id: number) => all.filter((part) => part.part_parent_id === id);
  const setRow = (key: number, patch: Partial<RowState>) => {
    const index = rows.findIndex((row) => row.key === key);
    fixed('rows', ...Object.keys(patch).map((name) => `rows.${index}.${name}`));
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  const vehicleField = (name: keyof typeof vehicle) => ({
    value: vehicle[name],
    onChange: (event: { target: { value: string } }) => {
      // The plate-or-chassis rule reports on the plate: either field fixes it.
      fixed(`vehicle.${name}`, ...(name === 'chassis' ? ['vehicle.plate'] : []));
      setVehicle((current) => ({ ...current, [name]: event.target.value }));
    },
    error: Boolean(fields[`vehicle.${name}`]),
    helperText: fields[`vehicle.${name}`],
    fullWidth: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const plate = mode === 'plate' ? normalizePlate(vehicle.plate) : '';
    const body = {
      vehicle: {
        plate: plate || null,
        chassis: mode === 'chassis' ? vehicle.chassis.trim() || null : null,
        manufacturer_id: vehicle.manufacturer_id,
        model: vehicle.model,
        year_of_production: vehicle.year_of_production,
        km_count: vehicle.km_count === '' ? null : Number(vehicle.km_count),
        registration_document: registration,
      },
      province_id: place.province_id,
      notes: place.notes.trim() || null,
      is_outlet: place.is_outlet,
      rows: rows.map((row) => ({
        part_id: row.part_id,
        quantity: row.quantity,
        brand: row.brand.trim() || null,
        notes: row.notes.trim() || null,
        part_photo: row.part_photo,
      })),
    };
    // Busy while the schemas load too: a second press meanwhile would publish the request twice.
    setBusy(true);
    let schemas: Awaited<ReturnType<typeof loadSchemas>>;
    try {
      schemas = await loadSchemas();
    } catch {
      // The browser's own text for a script that did not load is English and says nothing to a customer.
      setError(httpErrors.unavailable);
      setBusy(false);
      return;
    }
    const parsed = schemas.CustomerSubmissionBody.safeParse(body);
    const found = parsed.success ? {} : emptyIsRequired(issuesByField(parsed.error.issues), body);
    if (mode === 'plate' && plate && !ITALIAN_PLATE_PATTERN.test(plate)) found['vehicle.plate'] = customerErrors.plate;
    // zod checks "plate or chassis" only once every other field passes: the empty one is flagged with the rest.
    if (mode === 'plate' && !plate) found['vehicle.plate'] = errors.required;
    if (mode === 'chassis' && !vehicle.chassis.trim()) found['vehicle.chassis'] = errors.required;
    const year = Number(vehicle.year_of_production);
    if (vehicle.year_of_production.trim() !== '' && !(Number.isInteger(year) && year >= 1950 && year <= THIS_YEAR + 1))
      found['vehicle.year_of_production'] = customerErrors.year(1950, THIS_YEAR + 1);
    if (!parsed.success || Object.keys(found).length > 0) {
      setFields(namedMessages(found, labelOf));
      setError(null);
      setBusy(false);
      focusFirstError(form.current);
      return;
    }
    setFields({});
    setError(null);
    try {
      const { data } = await dataProvider.create<CustomerSubmission>('customer-requests', { data: parsed.data });
      navigate(`/richieste/${data.id}`, { state: { created: true } });
    } catch (failure) {
      setFields(namedMessages(serverFieldErrors(failure), labelOf));
      setError(errorMessage(failure));
      focusFirstError(form.current);
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      ref={form}
      onSubmit={submit}
      onFocusCapture={preloadSchemas}
      onPointerDownCapture={preloadSchemas}
      noValidate
      aria-labelledby="new-request-title"
    >
      <Stack spacing={2}>
        <Section title={m.request.vehicle}>
          <FormControl component="fieldset">
            <FormLabel component="legend">{m.request.identify}</FormLabel>
            <RadioGroup
              row
              value={mode}
              onChange={(event) => {
                fixed('vehicle.plate', 'vehicle.chassis');
                setMode(event.target.value as 'plate' | 'chassis');
              }}
            >
              <FormControlLabel value="plate" control={<Radio />} label={m.request.byPlate} />
              <FormControlLabel value="chassis" control={<Radio />} label={m.request.byChassis} />
            </RadioGroup>
          </FormControl>
          {mode === 'plate' ? (
            <TextField
              label={m.request.plate}
              {...vehicleField('plate')}
              helperText={fields['vehicle.plate'] ?? m.request.plateHint}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', maxLength: 10 } }}
            />
          ) : (
            <TextField
              label={m.request.chassis}
              {...vehicleField('chassis')}
              helperText={fields['vehicle.chassis'] ?? fields['vehicle.plate']}
              error={Boolean(fields['vehicle.chassis'] ?? fields['vehicle.plate'])}
            />
          )}
          <TextField
            select
            label={m.request.manufacturer}
            {...vehicleField('manufacturer_id')}
            slotProps={nativeSelect}
          >
            <option value="" disabled>
              {m.request.manufacturer}
            </option>
            {(manufacturers.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </TextField>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <TextField label={m.request.model} {...vehicleField('model')} />
            <TextField
              label={m.request.year}
              type="number"
              {...vehicleField('year_of_production')}
              slotProps={{ htmlInput: { min: 1950, max: THIS_YEAR + 1, inputMode: 'numeric' } }}
            />
          </Stack>
          <TextField select label={m.request.km} {...vehicleField('km_count')} slotProps={nativeSelect}>
            <option value="">{m.request.kmUnknown}</option>
            {Object.entries(KM_RANGES).map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </TextField>
          <Box>
            <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
              {m.request.registrationDocument}
            </Typography>
            <PhotoPicker
              label={m.request.addDocument}
              photos={registration ? [registration] : []}
              max={1}
              onAdd={(address) => {
                fixed('vehicle.registration_document');
                setRegistration(address);
              }}
              onRemove={() => setRegistration(null)}
              error={fields['vehicle.registration_document']}
            />
          </Box>
        </Section>

        <Section title={m.request.parts}>
          {rows.map((row, index) => {
            const category = Number(row.category);
            const groups = category ? childrenOf(category) : [];
            const prefix = `rows.${index}`;
            return (
              <Paper
                key={row.key}
                component="fieldset"
                variant="outlined"
                sx={{ p: 1.5, m: 0, border: 1, borderColor: 'divider' }}
              >
                <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                  {m.request.row(index + 1)}
                </Typography>
                <Stack spacing={1.5}>
                  <TextField
                    select
                    label={m.request.category}
                    value={row.category}
                    onChange={(e) => setRow(row.key, { category: e.target.value, part_id: '' })}
                    slotProps={nativeSelect}
                    fullWidth
                  >
                    <option value="" disabled>
                      {m.request.category}
                    </option>
                    {roots.map((root) => (
                      <option key={root.id} value={root.id}>
                        {root.name}
                      </option>
                    ))}
                  </TextField>
                  <TextField
                    select
                    label={m.request.part}
                    value={row.part_id}
                    onChange={(e) => setRow(row.key, { part_id: e.target.value })}
                    slotProps={nativeSelect}
                    fullWidth
                    disabled={!category}
                    error={Boolean(fields[`${prefix}.part_id`])}
                    helperText={fields[`${prefix}.part_id`]}
                  >
                    <option value="" disabled>
                      {m.request.choosePart}
                    </option>
                    {groups.map((group: Part) => {
                      const leaves = childrenOf(group.id);
                      return leaves.length === 0 ? (
                        <option key={group.id} value={group.id}>
                          {group.name}
                        </option>
                      ) : (
                        <optgroup key={group.id} label={group.name}>
                          {leaves.map((leaf) => (
                            <option key={leaf.id} value={leaf.id}>
                              {leaf.name}
                            </option>
                          ))}
                        </optgroup>
                      );
                    })}
                  </TextField>
                  <Stack direction="row" sx={{ gap: 1.5 }}>
                    <TextField
                      label={m.request.quantity}
                      type="number"
                      value={row.quantity}
                      onChange={(e) => setRow(row.key, { quantity: e.target.value })}
                      sx={{ width: 110 }}
                      error={Boolean(fields[`${prefix}.quantity`])}
                      helperText={fields[`${prefix}.quantity`]}
                      slotProps={{ htmlInput: { min: 1, max: 100, inputMode: 'numeric' } }}
                    />
                    <TextField
                      label={m.request.brand}
                      value={row.brand}
                      onChange={(e) => setRow(row.key, { brand: e.target.value })}
                      fullWidth
                    />
                  </Stack>
                  <TextField
                    label={m.request.rowNotes}
                    value={row.notes}
                    onChange={(e) => setRow(row.key, { notes: e.target.value })}
                    fullWidth
                    multiline
                    maxRows={4}
                  />
                  <PhotoPicker
                    label={m.request.addPhoto}
                    photos={row.part_photo}
                    max={REQUEST_PHOTOS_MAX}
                    error={fields[`${prefix}.part_photo`]}
                    onAdd={(url) =>
                      setRows((current) =>
                        current.map((r) => (r.key === row.key ? { ...r, part_photo: [...r.part_photo, url] } : r)),
                      )
                    }
                    onRemove={(photo) =>
                      setRows((current) =>
                        current.map((r) =>
                          r.key === row.key ? { ...r, part_photo: r.part_photo.filter((_, i) => i !== photo) } : r,
                        ),
                      )
                    }
                  />
                  {rows.length > 1 && (
                    <Button
                      color="error"
                      size="small"
                      startIcon={<DeleteIcon />}
                      onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                      sx={{ alignSelf: 'flex-start' }}
                    >
                      {m.request.removeRow}
                    </Button>
                  )}
                </Stack>
              </Paper>
            );
          })}
          {fields.rows && <Alert severity="error">{fields.rows}</Alert>}
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows((current) => [...current, newRow(Math.max(...current.map((r) => r.key)) + 1)])}
            sx={{ alignSelf: 'flex-start' }}
          >
            {m.request.addRow}
          </Button>
        </Section>

        <Section title={m.request.where}>
          <TextField
            select
            label={m.request.province}
            value={place.province_id}
            onChange={(e) => {
              fixed('province_id');
              setPlace((p) => ({ ...p, province_id: e.target.value }));
            }}
            error={Boolean(fields.province_id)}
            helperText={fields.province_id}
            slotProps={nativeSelect}
            fullWidth
          >
            <option value="" disabled>
              {m.request.province}
            </option>
            {(provinces.data ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={place.is_outlet}
                onChange={(e) => setPlace((p) => ({ ...p, is_outlet: e.target.checked }))}
              />
            }
            label={m.request.outlet}
          />
          <TextField
            label={m.request.notes}
            value={place.notes}
            onChange={(e) => setPlace((p) => ({ ...p, notes: e.target.value }))}
            multiline
            minRows={2}
            fullWidth
          />
        </Section>

        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {m.request.submit}
        </Button>
      </Stack>
    </Box>
  );
}
