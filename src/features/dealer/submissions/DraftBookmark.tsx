import type { Submission } from '../../../../contract';
import { useT } from '../../../ui/translate';
import { draftActions, useHasDraft } from '../../../domain/drafts/useDrafts';
import { BookmarkBorderIcon, BookmarkIcon } from '../../../ui/icons';
import { IconButton } from '../../../ui/primitives/IconButton';
import { vehicleIdentifier, vehicleName } from './submissionText';

/**
 * Saves the request as a local draft (all its rows) or removes the draft: a toggle button (aria-pressed). A plain
 * round icon button (the src/ui IconButton); its name is also its tooltip (title).
 */
export function DraftBookmark({ submission }: { submission: Submission }) {
  const t = useT();
  const saved = useHasDraft(submission.id);
  const vehicle = [vehicleIdentifier(submission.vehicle), vehicleName(submission.vehicle)].filter(Boolean).join(' ');
  const label = saved
    ? t('app.submissions.card.removeDraft', { vehicle })
    : t('app.submissions.card.addDraft', { vehicle });
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={saved}
      onClick={() => (saved ? draftActions.remove(submission.id) : draftActions.add(submission, []))}
    >
      {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
    </IconButton>
  );
}
