import '../../ui/components/components.css';
import './requests.css';
import { useEditingBy } from '../presence';
import { teamScreensCopy as teamText } from '../../../i18n/it/app/teamScreens';
import { fill } from '../../ui/fill';
import { WarningOutlinedIcon } from '../../ui/components/icons';

/**
 * "<Nome> sta preparando un preventivo" (issue 30): live, from the colleague's open draft; nothing otherwise. Plain
 * (the request cards draw it before MUI loads); the detail's `alert` variant looks like MUI's warning Alert.
 */
export function EditingBy({ submissionId, variant = 'line' }: { submissionId: number; variant?: 'line' | 'alert' }) {
  const name = useEditingBy(submissionId);
  if (!name) return null;
  const text = fill(teamText.editing, { name });
  if (variant === 'alert') {
    return (
      <div role="status" className="rh-c-alert rh-c-alert--warning rh-req-editing-alert">
        <span className="rh-c-alert__icon">
          <WarningOutlinedIcon />
        </span>
        <div className="rh-c-alert__message">
          {text} {teamText.editingHint}
        </div>
      </div>
    );
  }
  return (
    <p role="status" className="rh-req-editing">
      {text}
    </p>
  );
}
