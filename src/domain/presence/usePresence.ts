import { useEffect, useState } from 'react';
import { PRESENCE_REFRESH_MS } from '../../../contract/constants';
import { announceEditing, useInboxSnapshot } from '../inbox';

/** The colleague preparing a quotation for this request, while their announcement holds; null otherwise. */
export function useEditingBy(submissionId: number | undefined): string | null {
  const { editing } = useInboxSnapshot();
  const entry = submissionId === undefined ? undefined : editing[submissionId];
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!entry) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, entry.until - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [entry]);
  return entry && entry.until > now ? entry.name : null;
}

/** While mounted, tells the company's other tabs that these requests' drafts are open here (renewed, then withdrawn). */
export function useAnnounceEditing(submissionIds: readonly number[]): void {
  const key = [...submissionIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    const say = (editing: boolean) => ids.forEach((id) => announceEditing(id, editing));
    say(true);
    const timer = setInterval(() => say(true), PRESENCE_REFRESH_MS);
    return () => {
      clearInterval(timer);
      say(false);
    };
  }, [key]);
}
