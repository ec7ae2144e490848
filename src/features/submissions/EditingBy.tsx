import { Alert, Typography } from '@mui/material';
import { useEditingBy } from '../presence';
import { teamScreensCopy as teamText } from '../../../i18n/it/app/teamScreens';
import { fill } from '../../ui/fill';

/** "<Nome> sta preparando un preventivo" (issue 30): live, from the colleague's open draft; nothing otherwise. */
export function EditingBy({ submissionId, variant = 'line' }: { submissionId: number; variant?: 'line' | 'alert' }) {
  const name = useEditingBy(submissionId);
  if (!name) return null;
  const text = fill(teamText.editing, { name });
  if (variant === 'alert') {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        {text} {teamText.editingHint}
      </Alert>
    );
  }
  return (
    <Typography variant="body2" role="status" sx={{ color: 'warning.dark', fontWeight: 600 }}>
      {text}
    </Typography>
  );
}
