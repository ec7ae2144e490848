import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useEffect, useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { useT } from '../../../ui/translate';

/** What a section's form hook (useSectionForm) gives the frame: its mode, actions and server message. */
export interface SectionControls {
  editing: boolean;
  open: () => void;
  close: () => void;
  submit: FormEventHandler<HTMLFormElement>;
  serverError: string | null;
  form: { formState: { isSubmitting: boolean } };
}

interface Props {
  title: string;
  section: SectionControls;
  /** What the section shows outside edit mode. */
  summary: ReactNode;
  /** The form's fields, in edit mode. */
  children: ReactNode;
}

/** A profile section that toggles between its summary and its form (Salva / Annulla, server message under the form). */
export function EditableSection({ title, section, summary, children }: Props) {
  const { editing, open: onEdit, close: onCancel, submit: onSubmit, serverError } = section;
  const submitting = section.form.formState.isSubmitting;
  const t = useT();
  const titleId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from edit mode, keyboard focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography component="h2" variant="h6" id={titleId}>
          {title}
        </Typography>
        {!editing && (
          <Button
            ref={editButton}
            variant="outlined"
            size="small"
            onClick={onEdit}
            aria-label={t('app.profile.editSection', { section: title })}
          >
            {t('app.profile.edit')}
          </Button>
        )}
      </Box>
      {editing ? (
        <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
          {children}
          <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
            <Button type="submit" variant="contained" disabled={submitting}>
              {t('app.profile.save')}
            </Button>
            <Button type="button" onClick={onCancel} disabled={submitting}>
              {t('app.profile.cancel')}
            </Button>
          </Box>
          {serverError && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          )}
        </Box>
      ) : (
        summary
      )}
    </Paper>
  );
}
