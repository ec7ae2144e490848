import { DeleteOutlineIcon } from '../../../../ui/icons';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { useT } from '../../../../ui/translate';
import { errorMessage } from '../../../../ui/forms/errorMessage';
import { useTemplateSummary } from './ApplyTemplateMenu';
import { useTemplates } from './useTemplates';

/** "Gestisci modelli": the dealer's templates with their delete buttons. */
export function ManageTemplatesButton() {
  const t = useT();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { templates, remove } = useTemplates();
  const summary = useTemplateSummary();
  const onDelete = async (id: number) => {
    setFailure(null);
    try {
      await remove(id);
      notify(t('app.quoting.templates.deleted'), { type: 'info' });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {t('app.quoting.templates.manage')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('app.quoting.templates.manageTitle')}</DialogTitle>
        <DialogContent>
          {templates.length === 0 ? (
            <Typography>{t('app.quoting.templates.none')}</Typography>
          ) : (
            <List dense>
              {templates.map((template) => (
                <ListItem
                  key={template.id}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('app.quoting.templates.delete', { name: template.name })}
                      onClick={() => void onDelete(template.id)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={template.name}
                    secondary={[summary(template), template.notes].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            {t('app.quoting.templates.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
