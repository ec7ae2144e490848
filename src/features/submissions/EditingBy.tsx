import { Alert, Typography } from '@mui/material';
import { useEditingBy } from '../inbox';
import { useT } from '../../ui/translate';

/** "<Nome> sta preparando un preventivo" (issue 30): live, from the colleague's open draft; nothing otherwise. */
export function EditingBy({ submissionId, variant = 'line' }: { submissionId: number; variant?: 'line' | 'alert' }) {
  const t = useT();
  const name = useEditingBy(submissionId);
  if (!name) return null;
  const text = t('app.team.editing', { name });
  if (variant === 'alert') {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {text} {t('app.team.editingHint')}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" role="status" sx={{ color: 'warning.dark', fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
