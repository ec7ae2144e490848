import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DRAFTS_PER_PAGE } from '../../../contract';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { paths } from '../../routing/paths';
import { useT } from '../../translate';
import { useListFilters } from '../dashboard/useListFilters';
import { DraftCard } from './DraftCard';
import { SentDialog } from './SendDialogs';
import { useDrafts } from './useDrafts';
import { useLiveSubmissions } from './useLiveSubmissions';

/** /dashboard/draft (SPEC §2 "Drafts screen"): the local drafts, 8 per page, each with its quotation form. */
export default function DraftsPage() {
  const t = useT();
  const navigate = useNavigate();
  const { drafts, remove } = useDrafts();
  const { page: requestedPage, setPage } = useListFilters();
  const { live, dropped, dismissDropped } = useLiveSubmissions(drafts);
  const [sentOpen, setSentOpen] = useState(false);

  const lastPage = Math.max(1, Math.ceil(drafts.length / DRAFTS_PER_PAGE));
  // Removing the last draft of the last page shows the page before it.
  const page = Math.min(requestedPage, lastPage);
  const visible = drafts.slice((page - 1) * DRAFTS_PER_PAGE, page * DRAFTS_PER_PAGE);

  return (
    <Stack spacing={2}>
      {dropped > 0 && (
        <Alert severity="info" onClose={dismissDropped}>
          {t('app.drafts.dropped', { smart_count: dropped })}
        </Alert>
      )}
      {drafts.length === 0 ? (
        <EmptyState />
      ) : (
        <Stack component="section" spacing={3} aria-label={t('app.drafts.listLabel')}>
          {visible.map((draft) => (
            <DraftCard
              key={draft.submission_id}
              draft={draft}
              live={live.get(draft.submission_id)}
              onRemove={() => remove(draft.submission_id)}
              onSent={() => setSentOpen(true)}
            />
          ))}
        </Stack>
      )}
      <Pagination page={page} lastPage={lastPage} onChange={setPage} />
      <SentDialog open={sentOpen} onClose={() => setSentOpen(false)} onGoToSent={() => navigate(paths.dashboardSent)} />
    </Stack>
  );
}
