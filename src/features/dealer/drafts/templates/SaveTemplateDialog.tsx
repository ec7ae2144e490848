import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { TemplateBody } from '../../../../../contract/api/templates';
import { useT, type PlainKey } from '../../../../ui/translate';
import type { DraftOption } from '../../../../domain/drafts/draftModel';
import { errorMessage } from '../../../../ui/forms/errorMessage';
import { namedMessage } from '../../../../ui/forms/formErrors';
import { templateBody } from './templateValues';
import { useTemplates } from './useTemplates';

const FIELD_LABELS: Record<string, PlainKey> = {
  brand: 'app.drafts.form.brand',
  condition: 'app.drafts.form.condition',
  tax_import: 'app.drafts.form.tax_import',
  discount: 'app.drafts.form.discount',
  notes: 'app.drafts.form.notes',
};

/**
 * Names the option's template. The contract's TemplateBody checks it here as on the server; a problem in the option
 * itself (no brand) is named with the option's field. A taken name is the server's 409 message.
 */
export function SaveTemplateDialog({ option, onClose }: { option: DraftOption; onClose: () => void }) {
  const t = useT();
  const notify = useNotify();
  const titleId = useId();
  const { create } = useTemplates();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits inside the draft's form in React's tree: its submit must not bubble to the quotation's.
    event.stopPropagation();
    setNameError(null);
    setFailure(null);
    const parsed = TemplateBody.safeParse(templateBody(option, name));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue.path[0] ?? '');
      if (field === 'name') setNameError(namedMessage(t('app.quoting.templates.name'), issue.message));
      else setFailure(FIELD_LABELS[field] ? namedMessage(t(FIELD_LABELS[field]), issue.message) : issue.message);
      return;
    }
    setSaving(true);
    try {
      const saved = await create(parsed.data);
      notify(t('app.quoting.templates.saved', { name: saved.name }), { type: 'success' });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('app.quoting.templates.saveTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('app.quoting.templates.saveIntro')}</DialogContentText>
          <TextField
            label={t('app.quoting.templates.name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            required
            fullWidth
            autoFocus
            error={nameError !== null}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.quoting.templates.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('app.quoting.templates.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
