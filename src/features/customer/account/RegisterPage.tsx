import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CustomerRegisterBody } from '../../../../contract/api/customer-account';
import { customerApp as m } from '../../../../i18n/it/customer/app';
import { errors } from '../../../../i18n/it/errors';
import { authStore } from '../../../platform/auth/storage';
import { api } from '../../../platform/api/customer';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField, serverFieldErrors } from '../../../ui/forms/fieldIssues';
import { emptyIsRequired, focusFirstError, namedMessages, withoutError } from '../../../ui/forms/formErrors';

const TEXT_FIELDS = [
  ['email', m.register.email, 'email', 'email'],
  ['password', m.register.password, 'password', 'new-password'],
  ['password_confirmation', m.register.passwordConfirmation, 'password', 'new-password'],
] as const;
const PERSON_FIELDS = [
  ['name', m.register.name, 'text', 'given-name'],
  ['surname', m.register.surname, 'text', 'family-name'],
  ['phone', m.register.phone, 'tel', 'tel'],
  ['fiscal_code', m.register.fiscalCode, 'text', 'off'],
  ['vat_number', m.register.vatNumber, 'text', 'off'],
] as const;
const ADDRESS_FIELDS = [
  ['adr_street', m.register.street, 'text', 'address-line1'],
  ['adr_house_no', m.register.houseNo, 'text', 'off'],
  ['adr_city', m.register.city, 'text', 'address-level2'],
  ['adr_zip_code', m.register.zip, 'text', 'postal-code'],
] as const;

type Values = Record<string, string>;

/** The label an error names: "Email: campo obbligatorio". */
const LABELS: Record<string, string> = {
  ...Object.fromEntries([...TEXT_FIELDS, ...PERSON_FIELDS, ...ADDRESS_FIELDS].map(([name, label]) => [name, label])),
  adr_province: m.register.province,
};
const labelOf = (field: string) => LABELS[field];

/**
 * A new customer's registration: checked with the contract's CustomerRegisterBody (the server's own
 * rules and Italian messages), then POST /customer/register, answered like a login: the customer is signed in.
 */
export default function RegisterPage() {
  const navigate = useNavigate();
  const provinces = useQuery({
    queryKey: ['lookups', 'provinces'],
    queryFn: () => api.get('customerProvinces'),
    staleTime: Infinity,
  });
  const [values, setValues] = useState<Values>({});
  const [terms, setTerms] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const change = (name: string, value: string) => {
    setFields((current) => withoutError(current, name));
    setValues((current) => ({ ...current, [name]: value }));
  };

  const field = ([name, label, type, autoComplete]: readonly [string, string, string, string]) => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[name] ?? ''}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(fields[name])}
      helperText={fields[name] ?? (name === 'fiscal_code' ? m.register.fiscalHint : undefined)}
      fullWidth
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CustomerRegisterBody.safeParse({ ...values, terms });
    if (!parsed.success) {
      const found = emptyIsRequired(issuesByField(parsed.error.issues), values);
      // zod runs the schema's cross-field rules only once every field passes: say it now, with the schema's message.
      if ((values.password ?? '') !== (values.password_confirmation ?? '') && !found.password_confirmation)
        found.password_confirmation = errors.passwordsMismatch;
      setFields(namedMessages(found, labelOf));
      focusFirstError(form.current);
      return;
    }
    setFields({});
    setError(null);
    setBusy(true);
    try {
      authStore.set(await api.post('customerRegister', { body: { ...values, terms: true } as CustomerRegisterBody }));
      navigate('/', { replace: true });
    } catch (failure) {
      setFields(namedMessages(serverFieldErrors(failure), labelOf));
      setError(errorMessage(failure));
      focusFirstError(form.current);
      setBusy(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="register-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="register-title" component="h1" variant="h5" sx={{ mb: 2 }}>
        {m.register.title}
      </Typography>
      <Box component="form" ref={form} onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {m.register.account}
          </Typography>
          {TEXT_FIELDS.map(field)}
          <Typography component="h2" variant="h6">
            {m.register.person}
          </Typography>
          {PERSON_FIELDS.map(field)}
          <Typography component="h2" variant="h6">
            {m.register.address}
          </Typography>
          {ADDRESS_FIELDS.map(field)}
          <TextField
            select
            label={m.register.province}
            value={values.adr_province ?? ''}
            onChange={(event) => change('adr_province', event.target.value)}
            error={Boolean(fields.adr_province)}
            helperText={fields.adr_province}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="" disabled>
              {m.register.province}
            </option>
            {(provinces.data ?? []).map((province) => (
              <option key={province.id} value={province.id}>
                {province.name}
              </option>
            ))}
          </TextField>
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={terms}
                  onChange={(event) => {
                    setFields((current) => withoutError(current, 'terms'));
                    setTerms(event.target.checked);
                  }}
                  slotProps={{
                    input: {
                      'aria-invalid': Boolean(fields.terms),
                      'aria-describedby': fields.terms ? 'register-terms-error' : undefined,
                    } as object,
                  }}
                />
              }
              label={m.register.terms}
            />
            {fields.terms && (
              <FormHelperText id="register-terms-error" error>
                {fields.terms}
              </FormHelperText>
            )}
          </Box>
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {m.register.submit}
          </Button>
          <Link component={RouterLink} to="/accedi">
            {m.register.haveAccount}
          </Link>
        </Stack>
      </Box>
    </Paper>
  );
}
