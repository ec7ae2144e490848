import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

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
