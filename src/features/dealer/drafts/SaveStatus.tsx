import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { draftSync } from '../../../domain/drafts/draftSync';
import { fill } from '../../../ui/fill';
import { teamText } from './teamCopy';

/** The quiet "Salvato" / "Salvataggio…" of a draft saved on the server; offline says the copy is kept here;
 * a save the server refused says why. */
export function SaveStatus({ submissionId }: { submissionId: number }) {
  const status = useSyncExternalStore(draftSync.subscribeStatus, () => draftSync.status(submissionId));
  return (
    <Typography variant="caption" color="text.secondary" role="status" data-save-status={status}>
      {status === 'refused'
        ? fill(teamText.status.refused, { reason: draftSync.refusal(submissionId) })
        : teamText.status[status]}
    </Typography>
  );
}
