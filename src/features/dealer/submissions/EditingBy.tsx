import { useEditingBy } from '../../../domain/presence';
import { teamScreensCopy as teamText } from '../../../../i18n/it/app/teamScreens';
import { fill } from '../../../ui/fill';
import { Alert } from '../../../ui/primitives/Alert';
import styles from './Requests.module.css';

/**
 * "<Nome> sta preparando un preventivo": live, from the colleague's open draft; nothing otherwise. Plain
 * (the request cards draw it before MUI loads); the detail's `alert` variant looks like MUI's warning Alert.
 */
export function EditingBy({ submissionId, variant = 'line' }: { submissionId: number; variant?: 'line' | 'alert' }) {
  const name = useEditingBy(submissionId);
  if (!name) return null;
  const text = fill(teamText.editing, { name });
  if (variant === 'alert') {
    return (
      <Alert severity="warning" className={styles.editingAlert}>
        {text} {teamText.editingHint}
      </Alert>
    );
  }
  return (
    <p role="status" className={styles.editing}>
      {text}
    </p>
  );
}
