import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Submission, SubmissionFilter } from '../../../../contract';
import { paths } from '../../../platform/paths';
import { useDashboardList } from '../../../domain/dashboard';
import { draftActions } from '../../../domain/drafts/useDrafts';
import { useShortcuts } from '../../../domain/keyboard';
import { useSelectedSubmission } from '../../../domain/useSelectedSubmission';

const cardLink = (id: number) => document.querySelector<HTMLElement>(`[data-request-id="${id}"]`);

/**
 * The request lists' keys (listed in keyboard/shortcutList.ts): j/k and the arrows move the selection —
 * keyboard focus on a card, so screen readers follow it — Enter opens it (?id=), b toggles its draft bookmark, c
 * creates its quotation, / goes to the search box. Nothing the screen does not offer: no b or c on the expired tab.
 */
export function useRequestListShortcuts(submissions: readonly Submission[], filter: SubmissionFilter) {
  const { id: openId, searchFor } = useSelectedSubmission();
  const navigate = useNavigate();
  // The actions only: the list must not re-render when the drafts change (only the cards' bookmarks do).
  const drafts = draftActions;
  const { search } = useDashboardList();
  const lastSelected = useRef<number | null>(null);
  const expired = filter === 'expired';

  /** The selected request: the focused card, else the last one selected, else the open one. */
  const selected = (): Submission | undefined => {
    const focused = document.activeElement?.closest('[data-request-id]')?.getAttribute('data-request-id');
    const id = focused ? Number(focused) : (lastSelected.current ?? openId);
    return submissions.find((submission) => submission.id === id);
  };
  const move = (delta: 1 | -1) => {
    if (submissions.length === 0) return;
    const index = submissions.indexOf(selected() as Submission);
    const next =
      index < 0
        ? delta > 0
          ? 0
          : submissions.length - 1
        : Math.min(submissions.length - 1, Math.max(0, index + delta));
    lastSelected.current = submissions[next].id;
    const link = cardLink(submissions[next].id);
    link?.focus();
    link?.scrollIntoView?.({ block: 'nearest' });
  };
  const open = () => {
    const target = selected();
    if (target && target.id !== openId) navigate({ search: searchFor(target.id) });
  };
  const bookmark = () => {
    const target = selected();
    if (!target || expired) return;
    if (drafts.has(target.id)) drafts.remove(target.id);
    else drafts.add(target, []);
  };
  const create = () => {
    const target = selected();
    if (!target || expired) return;
    // The open request: its own CREA PREVENTIVO, so the rows checked in the detail count (and "no rows" disables it).
    if (target.id === openId)
      return document.querySelector<HTMLButtonElement>(`[data-create-quotation="${target.id}"]`)?.click();
    // Another card: what that button does with no row checked (every row).
    if (target.submission_rows.length === 0) return undefined;
    drafts.add(target, []);
    navigate({ pathname: paths.dashboardDraft, search });
  };
  const focusSearch = () => document.querySelector<HTMLInputElement>('[role="search"] input')?.focus();

  useShortcuts([
    { key: 'j', run: () => move(1), repeat: true },
    { key: 'ArrowDown', run: () => move(1), repeat: true },
    { key: 'k', run: () => move(-1), repeat: true },
    { key: 'ArrowUp', run: () => move(-1), repeat: true },
    { key: 'Enter', run: open },
    { key: 'b', run: bookmark },
    { key: 'c', run: create },
    { key: '/', run: focusSearch },
  ]);
}
