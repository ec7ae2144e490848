import { Alert, Box } from '@mui/material';
import { useEffect } from 'react';
import { useGetList } from 'react-admin';
import type { Submission, SubmissionFilter } from '../../../contract';
import { SUBMISSIONS_PER_PAGE } from '../../../contract/constants';
import { EmptyState } from '../../components/EmptyState';
import { Pagination } from '../../components/Pagination';
import { PageLoading } from '../../layout/PageLoading';
import { useT } from '../../translate';
import { usePartIndex } from '../dashboard/useLookups';
import { useListFilters } from '../dashboard/useListFilters';
import { SubmissionCard } from './SubmissionCard';
import { SubmissionDetail } from './SubmissionDetail';
import { useSelectedSubmission } from './useSelectedSubmission';

/** The page's cards from /submission/list/:filter with the dashboard filters of the URL. */
function useSubmissionPage(filter: SubmissionFilter) {
  const { query } = useListFilters();
  const { page, ...filters } = query;
  return useGetList<Submission>(
    'submissions',
    { pagination: { page: page ?? 1, perPage: SUBMISSIONS_PER_PAGE }, filter: { ...filters, status: filter } },
    // The previous page stays on screen (under the loading bar) while the next one loads.
    { placeholderData: (previous) => previous },
  );
}

/**
 * The new, expired and outlet tabs (SPEC §2 "Submissions screen"): the paged cards on the left, the selected
 * request on the right (stacked on narrow screens). Page and selection live in the URL (?page=, ?id=).
 */
export default function SubmissionsPage({ filter }: { filter: SubmissionFilter }) {
  const t = useT();
  const { page, setPage } = useListFilters();
  const { id, searchFor } = useSelectedSubmission();
  const partIndex = usePartIndex();
  const { data, meta, isPending, error } = useSubmissionPage(filter);
  const expired = filter === 'expired';
  const lastPage = Number(meta?.last_page ?? 1);
  const pastTheEnd = !isPending && !error && data?.length === 0 && page > 1;
  useEffect(() => {
    // A stale link (?page=9 of a list that has shrunk): back to the first page rather than an empty one.
    if (pastTheEnd) setPage(1);
  }, [pastTheEnd, setPage]);

  if (error) return <Alert severity="error">{t('app.submissions.list.loadError')}</Alert>;
  if (isPending) return <PageLoading />;
  if (!data || data.length === 0) return <EmptyState />;

  return (
    <Box sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 2fr) minmax(0, 3fr)' } }}>
      <Box component="section" aria-label={t('app.submissions.list.label')}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {data.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard
                submission={submission}
                partIndex={partIndex}
                selected={submission.id === id}
                to={searchFor(submission.id)}
                bookmark={!expired}
              />
            </li>
          ))}
        </Box>
        <Box sx={{ mt: 2 }}>
          <Pagination page={page} lastPage={lastPage} onChange={setPage} />
        </Box>
      </Box>
      <Box component="section" aria-label={t('app.submissions.list.detailLabel')}>
        <SubmissionDetail id={id} filter={filter} />
      </Box>
    </Box>
  );
}
