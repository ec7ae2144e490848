import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import type { Draft } from '../../../domain/drafts/draftModel';
import { draftSync } from '../../../domain/drafts/draftSync';
import { fill, teamText } from './teamCopy';

/** "Bozza di <Nome>" and "Prendi in carico", confirmed first: the colleague is told live. */
export function ColleagueDraft({ draft, vehicle }: { draft: Draft; vehicle: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const name = draft.editor?.name ?? '';
  const takeOver = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await draftSync.takeOver(draft.submission_id);
      setAsking(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Chip size="small" color="warning" label={fill(teamText.colleague, { name })} />
      <Button
        size="small"
        variant="outlined"
        onClick={() => setAsking(true)}
        aria-label={fill(teamText.takeOverLabel, { vehicle })}
      >
        {teamText.takeOver}
      </Button>
      {failed && <Alert severity="error">{teamText.takeOverFailed}</Alert>}
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`takeover-${draft.submission_id}`}>
        <DialogTitle id={`takeover-${draft.submission_id}`}>{teamText.confirm.title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{fill(teamText.confirm.text, { name })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{teamText.confirm.cancel}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void takeOver()} autoFocus>
            {teamText.confirm.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

/** The server refused a save (409): the text stays here; the person keeps theirs or takes the saved one. */
export function DraftConflict({ draft }: { draft: Draft }) {
  const [failed, setFailed] = useState(false);
  const run = (action: () => Promise<void>) => () => {
    setFailed(false);
    action().catch(() => setFailed(true));
  };
  return (
    <Alert
      severity="warning"
      sx={{ mt: 1 }}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button color="inherit" size="small" onClick={run(() => draftSync.keepMine(draft.submission_id))}>
            {teamText.conflict.keepMine}
          </Button>
          <Button color="inherit" size="small" onClick={run(() => draftSync.takeSaved(draft.submission_id))}>
            {teamText.conflict.takeSaved}
          </Button>
        </Stack>
      }
    >
      {draft.conflict}
      {failed && ` ${teamText.conflict.failed}`}
    </Alert>
  );
}

/** "<Nome> ha preso in carico la bozza di …": told live to the person who had it. */
export function TakenNotices({
  notices,
  vehicleOf,
}: {
  notices: readonly { submission_id: number; by: { name: string } }[];
  vehicleOf: (id: number) => string;
}) {
  return (
    <>
      {notices.map((notice) => (
        <Alert
          key={notice.submission_id}
          severity="info"
          role="alert"
          onClose={() => draftSync.dismissNotice(notice.submission_id)}
        >
          {fill(teamText.takenNotice, { name: notice.by.name, vehicle: vehicleOf(notice.submission_id) })}
        </Alert>
      ))}
    </>
  );
}
