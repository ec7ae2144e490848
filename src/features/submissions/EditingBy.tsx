import './requests.css';
import { useEditingBy } from '../../domain/presence';
import { teamScreensCopy as teamText } from '../../../i18n/it/app/teamScreens';
import { fill } from '../../ui/fill';
import { Notice } from '../../ui/components/Notice';

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
      <Notice severity="warning" className="rh-req-editing-alert">
        {text} {teamText.editingHint}
      </Notice>
    );
  }
  return (
    <p role="status" className="rh-req-editing">
      {text}
    </p>
  );
}
