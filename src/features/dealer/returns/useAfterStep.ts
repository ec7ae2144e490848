import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from '../../../ui/forms/errorMessage';

/** After a step on a return: the message, then the list, the record and the tabs' counts asked again. */
export function useAfterStep() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return (done: string) => {
    notify(done, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['returns'] });
    void queryClient.invalidateQueries({ queryKey: ['dealerReturnSummary'] });
  };
}

/**
 * A step's dialog (accept, refuse, receive): open or not, busy while the call runs, the server's refusal shown in it.
 * `run` sends the call; done, the dialog closes and `useAfterStep` says so.
 */
export function useReturnStep() {
  const after = useAfterStep();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await call();
      setOpen(false);
      after(done);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { open, setOpen, busy, error, run };
}
