import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { ReturnPolicy } from '../../../../contract/returns';
import { returnsCopy } from '../../../../i18n/it/app/returns';
import { api } from '../../../platform/api/dealer';
import { fill } from '../../../ui/fill';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField, serverFieldErrors } from '../../../ui/forms/fieldIssues';
import { focusFirstError, namedMessages } from '../../../ui/forms/formErrors';

const copy = returnsCopy.policy;
const LABELS: Record<string, string> = { business_return_days: copy.days, business_terms: copy.terms };

/**
 * In the owner's profile: the returns policy for buyers with a VAT number (GET/PUT /dealer/:dealerId/return-policy), the days
 * from delivery (0: none) and the terms the customer reads when asking; consumers always have their 14 days.
 */
export default function ReturnPolicySection({ dealerId }: { dealerId: number }) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const queryKey = ['returnPolicy', dealerId];
  const { data } = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get('returnPolicy', { params: { dealerId }, signal }),
  });
  const [editing, setEditing] = useState<{ days: string; terms: string } | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const body = { business_return_days: editing.days, business_terms: editing.terms.trim() || null };
    const parsed = ReturnPolicy.safeParse(body);
    if (!parsed.success) {
      setFields(namedMessages(issuesByField(parsed.error.issues), (field) => LABELS[field]));
      focusFirstError(form.current);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(
        queryKey,
        await api.put('returnPolicyUpdate', { params: { dealerId }, body: parsed.data }),
      );
      setEditing(null);
      setFields({});
      notify(copy.saved, { type: 'success' });
    } catch (failure) {
      setFields(namedMessages(serverFieldErrors(failure), (field) => LABELS[field]));
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography component="h2" variant="h6" id={titleId}>
          {copy.title}
        </Typography>
        {!editing && data && (
          <Button
            variant="outlined"
            size="small"
            aria-label={copy.editLabel}
            onClick={() => setEditing({ days: String(data.business_return_days), terms: data.business_terms ?? '' })}
          >
            {copy.edit}
          </Button>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {copy.help}
      </Typography>
      {editing ? (
        <Box component="form" ref={form} noValidate onSubmit={save} aria-labelledby={titleId}>
          <Stack spacing={2}>
            <TextField
              label={copy.days}
              value={editing.days}
              onChange={(event) => setEditing({ ...editing, days: event.target.value })}
              error={Boolean(fields.business_return_days)}
              helperText={fields.business_return_days ?? copy.daysHelp}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              required
            />
            <TextField
              label={copy.terms}
              value={editing.terms}
              onChange={(event) => setEditing({ ...editing, terms: event.target.value })}
              error={Boolean(fields.business_terms)}
              helperText={fields.business_terms ?? copy.termsHelp}
              multiline
              minRows={3}
              fullWidth
            />
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {copy.save}
              </Button>
              <Button type="button" onClick={() => setEditing(null)} disabled={busy}>
                {returnsCopy.cancel}
              </Button>
            </Box>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </Box>
      ) : (
        data && (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              {data.business_return_days === 0 ? copy.none : fill(copy.summary, { days: data.business_return_days })}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {data.business_terms || copy.noTerms}
            </Typography>
          </>
        )
      )}
    </Paper>
  );
}
