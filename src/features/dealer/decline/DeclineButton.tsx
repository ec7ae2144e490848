import { Suspense, useState, type ComponentProps } from 'react';
import { flushSync } from 'react-dom';
import { useSearchParams } from 'react-router-dom';
import type { Submission, SubmissionFilter } from '../../../../contract';
import { preloadable } from '../../../ui/components/preloadable';
import { BlockIcon } from '../../../ui/icons';
import { Button } from '../../../ui/primitives/Button';
import { useT } from '../../../ui/translate';
import { declineStore } from './declineStore';
import type { DeclineDialog } from './DeclineDialog';
import { useDecline } from './useDecline';

// The dialog's form (react-hook-form, the contract's zod schemas, the reply templates) loads when the dealer heads for
// the button, not with every request's detail: it kept ~45 KB and a 40-65 ms evaluation on the dashboard's first load.
const declineDialog = preloadable<ComponentProps<typeof DeclineDialog>>(() =>
  import('./DeclineDialog').then((module) => ({ default: module.DeclineDialog })),
);
const preloadDialog = () => void declineDialog.load().catch(() => undefined);

/**
 * "Non posso offrire" on an open request: once confirmed it leaves the lists and the detail closes (undo: DeclineUndo).
 * A plain button (decline.css), MUI's outlined error Button in look.
 */
export function DeclineButton({ submission, filter }: { submission: Submission; filter: SubmissionFilter }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const { decline } = useDecline();
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => setOpen(true)}
      >
        {t('app.quoting.decline.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <declineDialog.Screen
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
        </Suspense>
      )}
    </>
  );
}
