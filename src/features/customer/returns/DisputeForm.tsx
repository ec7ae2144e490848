import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { DisputeOpenBody, RETURN_PHOTOS_MAX, type CustomerReturn } from '../../../../contract/returns';
import { customerReturns as m } from '../../../../i18n/it/customer/returns';
import { api } from '../../../platform/api/customer';
import { ConfirmDialog } from '../../../ui/components/ConfirmDialog';
import { errorMessage } from '../../../ui/forms/errorMessage';
import { issuesByField, serverFieldErrors } from '../../../ui/forms/fieldIssues';
import { focusFirstError, namedMessages } from '../../../ui/forms/formErrors';
import { PhotoPicker } from '../../../domain/upload';

const LABELS: Record<string, string> = { text: m.dispute.text, photos: m.dispute.photos };
const labelOf = (field: string) => LABELS[field.split('.')[0]];

/**
 * "Apri controversia": what is wrong, in the customer's words, with photos; checked with the contract's
 * DisputeOpenBody, then asked once more (the operator's decision binds both sides) before POST …/dispute.
 */
export function DisputeForm({ returnId, onOpened }: { returnId: number; onOpened: (updated: CustomerReturn) => void }) {
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DisputeOpenBody | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const check = (event: FormEvent) => {
    event.preventDefault();
    const parsed = DisputeOpenBody.safeParse({ text, photos });
    if (!parsed.success) {
      const found = Object.fromEntries(
        Object.entries(issuesByField(parsed.error.issues)).map(([key, message]) => [key.split('.')[0], message]),
      );
      setFields(namedMessages(found, labelOf));
      focusFirstError(form.current);
      return;
    }
    setFields({});
    setConfirming(parsed.data);
  };
  const open = async () => {
    if (!confirming) return;
    setBusy(true);
    setError(null);
    try {
      onOpened(await api.post('customerDisputeOpen', { params: { id: returnId }, body: confirming }));
    } catch (failure) {
      setFields(namedMessages(serverFieldErrors(failure), labelOf));
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <Box component="form" ref={form} onSubmit={check} noValidate aria-label={m.dispute.open}>
      <Stack spacing={2}>
        <Typography>{m.dispute.intro}</Typography>
        <TextField
          label={m.dispute.text}
          value={text}
          onChange={(event) => {
            setFields(({ text: _text, ...rest }) => rest);
            setText(event.target.value);
          }}
          error={Boolean(fields.text)}
          helperText={fields.text ?? m.dispute.textHelp}
          multiline
          minRows={4}
          required
          fullWidth
        />
        <Box>
          <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
            {m.dispute.photos}
          </Typography>
          <PhotoPicker
            photos={photos}
            onAdd={(url) => setPhotos((current) => [...current, url])}
            onRemove={(index) => setPhotos((current) => current.filter((_, i) => i !== index))}
            max={RETURN_PHOTOS_MAX}
            label={m.form.addPhoto}
            error={fields.photos}
          />
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={busy}>
          {m.dispute.submit}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={m.dispute.confirmTitle}
        confirmLabel={m.dispute.confirm}
        cancelLabel={m.dispute.cancel}
        busy={busy}
        onConfirm={() => void open()}
        onCancel={() => setConfirming(null)}
      >
        {m.dispute.confirmText}
      </ConfirmDialog>
    </Box>
  );
}
