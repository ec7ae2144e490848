import { useEffect, useState } from 'react';
import { lazyBehindBoundary } from '../../../ui/MuiBoundary';
import { declineStore, useJustDeclined } from './declineStore';

/** The undo's snackbar (MUI): its code and MUI's theme load on the first decline, not with the request list. */
const DeclineUndoSnackbar = lazyBehindBoundary(() => import('./DeclineUndoSnackbar'));

/**
 * "Richiesta tolta dai tuoi elenchi — Annulla": the undo of the last decline (DeclineUndoSnackbar), which brings the
 * request back and opens it again. Nothing is drawn, nor loaded, before a first decline; then the snackbar stays
 * mounted, so that it closes with its transition. Leaving the list forgets the offer.
 */
export function DeclineUndo() {
  const declined = useJustDeclined();
  const [offered, setOffered] = useState(false);
  if (declined !== null && !offered) setOffered(true);
  useEffect(() => () => declineStore.clear(), []);
  return offered ? <DeclineUndoSnackbar /> : null;
}
