import type { Submission, SubmissionFilter } from '../../../../contract';
import { ShortcutsHelpBar } from '../../../domain/keyboard';
import { useRequestListShortcuts } from './useRequestListShortcuts';

/** The request list's keyboard shortcuts, and the button (or ?) listing them. */
export function RequestListShortcuts({
  submissions,
  filter,
}: {
  submissions: readonly Submission[];
  filter: SubmissionFilter;
}) {
  useRequestListShortcuts(submissions, filter);
  return <ShortcutsHelpBar />;
}
