import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import type { Submission, SubmissionFilter } from '../../../contract';
import { useT } from '../../translate';
import { declineStore } from './declineStore';
import { DeclineDialog } from './DeclineDialog';
import { useDecline } from './useDecline';

/** "Non posso offrire" on an open request: once confirmed it leaves the lists and the detail closes (undo: DeclineUndo). */
export function DeclineButton({ submission, filter }: { submission: Submission; filter: SubmissionFilter }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const { decline } = useDecline();
  return (
    <>
      <Button variant="outlined" color="error" startIcon={<BlockIcon aria-hidden />} onClick={() => setOpen(true)}>
        {t('app.quoting.decline.button')}
      </Button>
      {open && (
        <DeclineDialog
          open
          onClose={() => setOpen(false)}
          onConfirm={async (body) => {
            await decline(submission.id, filter, body);
            // The dialog must be gone before the undo takes focus: its focus trap would pull focus back.
            flushSync(() => {
              setOpen(false);
              setParams((params) => {
                const next = new URLSearchParams(params);
                next.delete('id');
                return next;
              });
            });
            declineStore.set(submission.id);
          }}
        />
      )}
    </>
  );
}
