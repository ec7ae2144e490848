import { useDeferredValue, useEffect, type ComponentProps } from 'react';
import { useListContext } from 'react-admin';
import type { Submission, SubmissionFilter } from '../../../../contract';
import { SUBMISSIONS_PER_PAGE } from '../../../../contract/constants';
import { EmptyState } from '../../../ui/components/EmptyState';
import { ListPagination } from '../../../ui/components/Pagination';
import { StagedItems } from '../../../ui/components/StagedItems';
import { MasterDetail } from '../../../ui/layout/MasterDetail';
import { Alert } from '../../../ui/primitives/Alert';
import { PageLoading } from '../../../ui/layout/PageLoading';
import { lazyBehindBoundary } from '../../../ui/MuiBoundary';
import { useT } from '../../../ui/translate';
import { DashboardList, useCompactList, usePartIndex } from '../../../domain/dashboard';
import { slot } from '../../../platform/slots';
import { NewRequestsBanner } from '../../../domain/inbox';
import { RequestListShortcuts } from './RequestListShortcuts';
import { SubmissionCard } from './SubmissionCard';
import type { SubmissionDetail as Detail } from './SubmissionDetail';
import { useSelectedSubmission } from '../../../domain/useSelectedSubmission';
import styles from './Requests.module.css';

/** The decline feature's parts (the app fills them). */
const DeclinedLink = slot('DeclinedLink');
const DeclineUndo = slot('DeclineUndo');

/**
 * The open request's detail: drawn with MUI, so it loads (with MUI's theme) when a request is selected, never with the
 * list (the dealer's first screen is plain). The spinner holds its place meanwhile.
 */
const SubmissionDetail = lazyBehindBoundary<ComponentProps<typeof Detail>>(
  () => import('./SubmissionDetail').then((module) => ({ default: module.SubmissionDetail })),
  <PageLoading />,
);

const preloadDetail = () => void SubmissionDetail.preload().catch(() => undefined);

/**
 * The new, expired and outlet tabs (SPEC §2 "Submissions screen"): the paged cards on the left, the selected
 * request on the right, kept in view (MasterDetail; stacked on narrow screens). The list is react-admin's (resources/submissions: page,
 * filters and sort in its list context); the selection is ?id= (useSelectedSubmission). Plain elements and static CSS
 * (requests.css): the dealer's first screen; the detail is MUI, loaded when a request is opened.
 */
export function SubmissionsPage({ filter }: { filter: SubmissionFilter }) {
  const t = useT();
  const { data, meta, isPending, error, refetch, page, setPage } = useListContext<Submission>();
  const { id, searchFor } = useSelectedSubmission();
  const partIndex = usePartIndex();
  const [compact] = useCompactList();
  const expired = filter === 'expired';
  const loadedAt = Number(meta?.loadedAt ?? 0);
  // The cards render from a deferred copy: a page arriving is drawn in an interruptible pass of short slices, not in
  // one long task, and the previous cards stay until it is done.
  const cards = useDeferredValue(data);
  const pastTheEnd = !isPending && !error && data?.length === 0 && page > 1;
  useEffect(() => {
    // A stale link (?page=9 of a list that has shrunk): back to the first page rather than an empty one.
    if (pastTheEnd) setPage(1);
  }, [pastTheEnd, setPage]);

  // Live inbox: new requests wait in a banner until asked for, then land on the first page.
  const banner = expired ? null : (
    <NewRequestsBanner filter={filter} loadedAt={loadedAt} onShow={() => (page === 1 ? void refetch() : setPage(1))} />
  );
  if (error)
    return (
      <Alert severity="error" role="alert">
        {t('app.submissions.list.loadError')}
      </Alert>
    );
  if (isPending || (!cards && data)) return <PageLoading />;
  if (!data || data.length === 0)
    return (
      <>
        {banner}
        <EmptyState />
        {expired ? null : <DeclinedLink />}
      </>
    );

  return (
    <MasterDetail
      columns="minmax(300px, 2fr) minmax(0, 3fr)"
      listLabel={t('app.submissions.list.label')}
      detailLabel={t('app.submissions.list.detailLabel')}
      list={
        <>
          {banner}
          <RequestListShortcuts submissions={data} filter={filter} />
          {/* A pointer or the focus on the cards: the detail's code starts loading before one is opened. */}
          <ul
            className={compact ? `${styles.cards} ${styles.cardsCompact}` : styles.cards}
            onPointerOver={preloadDetail}
            onFocus={preloadDetail}
          >
            <StagedItems items={cards ?? data}>
              {(submission) => (
                <li key={submission.id}>
                  <SubmissionCard
                    submission={submission}
                    partIndex={partIndex}
                    selected={submission.id === id}
                    to={searchFor(submission.id)}
                    bookmark={!expired}
                    compact={compact}
                  />
                </li>
              )}
            </StagedItems>
          </ul>
          <div className={styles.pages}>
            <ListPagination />
          </div>
          <div className={styles.declined}>
            <DeclinedLink />
          </div>
        </>
      }
      detail={
        id === null ? (
          <p className={styles.placeholder}>{t('app.submissions.detail.placeholder')}</p>
        ) : (
          <SubmissionDetail id={id} filter={filter} />
        )
      }
    />
  );
}

/** The submissions resource's list view: a dashboard tab with the SPEC path's fixed status (resources/submissions). */
export default function SubmissionList({ filter = 'pending' }: { filter?: SubmissionFilter }) {
  return (
    <DashboardList resource="submissions" status={filter} perPage={SUBMISSIONS_PER_PAGE}>
      <SubmissionsPage filter={filter} />
      {/* Outside the page's branches: the undo outlives the card, even when the list becomes empty. */}
      <DeclineUndo />
    </DashboardList>
  );
}
