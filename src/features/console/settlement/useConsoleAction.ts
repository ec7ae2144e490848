import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));

/** Runs one of settlement's action routes, then shows the server's Italian refusal or refreshes the list. */
export function useConsoleAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
