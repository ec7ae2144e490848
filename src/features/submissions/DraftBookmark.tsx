import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { IconButton, Tooltip } from '@mui/material';
import type { Submission } from '../../../contract';
import { useT } from '../../ui/translate';
import { draftActions, useHasDraft } from '../drafts';
import { vehicleIdentifier, vehicleName } from './submissionText';

/** Saves the request as a local draft (all its rows) or removes the draft: a toggle button (aria-pressed). */
export function DraftBookmark({ submission }: { submission: Submission }) {
  const t = useT();
  const saved = useHasDraft(submission.id);
  const vehicle = [vehicleIdentifier(submission.vehicle), vehicleName(submission.vehicle)].filter(Boolean).join(' ');
  const label = saved ? t('app.submissions.card.removeDraft', { vehicle }) : t('app.submissions.card.addDraft', { vehicle });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={saved}
        color={saved ? 'primary' : 'default'}
        onClick={() => (saved ? draftActions.remove(submission.id) : draftActions.add(submission, []))}
      >
        {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </IconButton>
    </Tooltip>
  );
}
